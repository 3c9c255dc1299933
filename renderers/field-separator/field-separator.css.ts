import { style } from '@vanilla-extract/css'

export const rule = style({
  border: 0,
  margin: 0,
  width: '100%',
  flexShrink: 0,
})
