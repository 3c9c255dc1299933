import { style } from '@vanilla-extract/css'
import { vars } from '#runtime/styles/theme.css'

export const column = style({
  minWidth: 0,
  gap: vars.space.sm,
})
