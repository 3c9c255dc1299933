import { globalStyle, style } from '@vanilla-extract/css'
import { minWidth } from '#runtime/styles/breakpoints'
import { vars } from '#runtime/styles/theme.css'

export const form = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: '1fr',
  maxWidth: vars.contentWidth.narrow,
  marginInline: 'auto',
  '@media': { [minWidth('md')]: { gridTemplateColumns: '1fr 1fr', columnGap: vars.space.md } },
})

export const field = style({ display: 'flex', flexDirection: 'column', gap: '0.25rem', minWidth: 0 })

export const wide = style({ '@media': { [minWidth('md')]: { gridColumn: '1 / -1' } } })

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 600 })

export const mark = style({ color: vars.color.accentStrong })

const control = {
  font: 'inherit',
  fontSize: vars.fontSize.md,
  padding: '0.625rem 0.75rem',
  border: `1px solid ${vars.color.taupe}`,
  borderRadius: vars.radius.sm,
  background: vars.color.white,
  color: vars.color.ink,
  width: '100%',
} as const

export const input = style({
  ...control,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.accentStrong, borderWidth: '2px' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})

export const textarea = style([input, { minHeight: '9rem', resize: 'vertical' }])

export const consent = style({
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'flex-start',
  fontSize: vars.fontSize.sm,
})

globalStyle(`${consent} input`, {
  width: '1.125rem',
  height: '1.125rem',
  marginTop: '0.125rem',
  flex: 'none',
})

export const error = style({ margin: 0, color: vars.color.accentStrong, fontSize: vars.fontSize.sm })

export const summary = style([error, { fontWeight: 600 }])

export const notice = style({
  margin: 0,
  padding: vars.space.sm,
  background: vars.color.sand,
  borderInlineStart: `4px solid ${vars.color.accent}`,
})

// Off screen rather than display:none: bots skip fields that are not displayed.
export const honeypot = style({
  position: 'absolute',
  left: '-10000px',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
})

export const submit = style({
  justifySelf: 'start',
  font: 'inherit',
  fontWeight: 600,
  padding: '0.75rem 1.75rem',
  border: 'none',
  borderRadius: vars.radius.pill,
  background: vars.color.charcoal,
  color: vars.color.onDark,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.ink },
    '&:disabled': { opacity: 0.6, cursor: 'progress' },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})

/** A group of checkboxes under one legend (the newsletter's interests). */
export const choices = style({ border: 0, padding: 0, margin: 0, gap: vars.space.xs })

/** "Request about: <product>" above a contact form opened from a product (decision 050). */
export const requestAbout = style({ margin: 0, fontWeight: 600 })
