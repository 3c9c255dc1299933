import { style } from '@vanilla-extract/css'
import { minWidth } from '#runtime/styles/breakpoints'
import { vars } from '#runtime/styles/theme.css'

export const item = style({
  display: 'grid',
  // On a phone the action goes under the title: beside it, it squeezed the title to 3 or 4 lines
  // of one word each.
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  '@media': { [minWidth('sm')]: { gridTemplateColumns: 'auto minmax(0, 1fr) auto' } },
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  borderBottom: `1px solid ${vars.color.stone}`,
})
export const thumb = style({ width: '64px', height: '48px', objectFit: 'cover', display: 'block' })
export const title = style({ margin: 0, font: `500 ${vars.fontSize.md}/1.3 ${vars.font.sans}` })
export const meta = style({
  margin: 0,
  font: `400 ${vars.fontSize.xs} ${vars.font.sans}`,
  color: vars.color.muted,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
})
export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.4em',
  minHeight: '44px',
  padding: '0 1rem',
  border: `1px solid currentColor`,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  font: `500 ${vars.fontSize.sm} ${vars.font.sans}`,
  textDecoration: 'none',
  cursor: 'pointer',
  gridColumn: '2',
  justifySelf: 'start',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  '@media': { [minWidth('sm')]: { gridColumn: 'auto' } },
})
export const locked = style({ color: vars.color.muted })
