import { style } from '@vanilla-extract/css'
import { vars } from '#runtime/styles/theme.css'

export const block = style({ display: 'grid', gap: vars.space.xs })
export const number = style({
  fontFamily: vars.font.display,
  fontWeight: 300,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
})
export const caption = style({
  margin: 0,
  font: `500 ${vars.fontSize.sm} ${vars.font.sans}`,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
})
