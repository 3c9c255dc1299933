import { style } from '@vanilla-extract/css'
import { vars } from '#runtime/styles/theme.css'

export const card = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'end',
  padding: vars.space.md,
  background: vars.color.ivory,
  overflow: 'hidden',
  minHeight: '220px',
  height: '100%',
  boxSizing: 'border-box',
})
export const onImage = style({ color: vars.color.onDark, minHeight: '360px' })
export const background = style({ position: 'absolute', inset: 0, zIndex: 0 })
export const scrim = style({
  position: 'absolute',
  inset: 0,
  background: 'linear-gradient(to top, rgba(28,26,24,0.75), rgba(28,26,24,0.1))',
})
export const content = style({ position: 'relative', display: 'grid', gap: vars.space.xs })
export const icon = style({ width: '40px', height: '40px', objectFit: 'contain' })
export const title = style({ margin: 0, font: `400 ${vars.fontSize.lg}/1.2 ${vars.font.display}` })
export const subtitle = style({
  margin: 0,
  font: `500 ${vars.fontSize.xs} ${vars.font.sans}`,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
})
