import { style } from '@vanilla-extract/css'

export const title = style({
  margin: 0,
  lineHeight: 1.15,
  textWrap: 'balance',
  overflowWrap: 'break-word',
})
