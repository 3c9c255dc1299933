import { style, styleVariants } from '@vanilla-extract/css'
import type { Alignment, Orientation } from '#schema/blocks/block-options'
import type { ButtonStyle } from '#schema/blocks/field-buttons'
import { vars } from '#runtime/styles/theme.css'

export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
})

export const orientation: Record<Orientation, string> = styleVariants({
  horizontal: { flexDirection: 'row' },
  vertical: { flexDirection: 'column' },
})

// Horizontal rows align along the row; vertical stacks along the cross axis (set in the tsx).
export const justify = styleVariants({
  left: { justifyContent: 'flex-start', alignItems: 'flex-start' },
  center: { justifyContent: 'center', alignItems: 'center' },
  right: { justifyContent: 'flex-end', alignItems: 'flex-end' },
} satisfies Record<Alignment, object>)

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.5em',
  minHeight: '44px',
  padding: '0.75rem 1.5rem',
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  font: `500 ${vars.fontSize.sm}/1.2 ${vars.font.sans}`,
  letterSpacing: '0.04em',
  textDecoration: 'none',
  cursor: 'pointer',
  transition: `background-color ${vars.duration.fast}, color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
})

/** spec 9: `standard` is the filled button, `inverse` the outlined one (it takes the text colour). */
export const variant = styleVariants({
  standard: [
    base,
    {
      backgroundColor: vars.color.ink,
      color: vars.color.ivory,
      ':hover': { backgroundColor: vars.color.accent },
    },
  ],
  inverse: [
    base,
    {
      backgroundColor: 'transparent',
      color: 'inherit',
      borderColor: 'currentColor',
      ':hover': {
        backgroundColor: vars.color.accent,
        borderColor: vars.color.accent,
        color: vars.color.ivory,
      },
    },
  ],
} satisfies Record<ButtonStyle, unknown>)

export const lockIcon = style({ width: '1em', height: '1em', flexShrink: 0 })
