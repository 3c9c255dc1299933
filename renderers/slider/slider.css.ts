import { createVar, globalStyle, style } from '@vanilla-extract/css'
import { minWidth } from '#runtime/styles/breakpoints'
import { vars } from '#runtime/styles/theme.css'

/** How many slides the block asks to show side by side on a wide screen. */
export const perView = createVar()

// The block's count, as a slide width: (track - gaps) / count.
const blockWidth = `calc((100% - (${perView} - 1) * ${vars.space.md}) / ${perView})`

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
  // Items per view follow the width (decision 043): one and a peek of the next on a phone,
  // two and a peek from sm, the block's count from lg; never narrower than the block asks.
  gridAutoColumns: `max(${blockWidth}, 82%)`,
  '@media': {
    [minWidth('sm')]: { gridAutoColumns: `max(${blockWidth}, calc((100% - ${vars.space.md}) / 2.25))` },
    [minWidth('lg')]: { gridAutoColumns: blockWidth },
    '(prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' },
  },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '4px' },
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
