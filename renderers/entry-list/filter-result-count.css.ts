import { style } from '@vanilla-extract/css'
import { vars } from '#runtime/styles/theme.css'

export const count = style({ margin: 0, font: `400 ${vars.fontSize.sm} ${vars.font.sans}` })
