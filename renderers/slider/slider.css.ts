import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '#runtime/styles/theme.css'

export const slider = style({ display: 'grid', gap: vars.space.sm })

/** Native horizontal scrolling with snap points: touch and trackpads work without script. */
export const track = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gap: vars.space.md,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  scrollBehavior: 'smooth',
  overscrollBehaviorX: 'contain',
  paddingBottom: vars.space.xs,
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '4px' },
  '@media': { '(prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' } },
})

globalStyle(`${track} > *`, { scrollSnapAlign: 'start' })

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
})

export const arrow = style({
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.stone}`,
  background: vars.color.white,
  color: vars.color.ink,
  cursor: 'pointer',
  fontSize: vars.fontSize.md,
  ':disabled': { opacity: 0.4, cursor: 'default' },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
})

export const status = style({
  font: `400 ${vars.fontSize.sm} ${vars.font.sans}`,
  color: vars.color.muted,
  minWidth: '4em',
  textAlign: 'center',
})
