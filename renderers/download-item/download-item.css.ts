import { style } from '@vanilla-extract/css'
import { vars } from '#runtime/styles/theme.css'

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
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
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
})
export const locked = style({ color: vars.color.muted })
