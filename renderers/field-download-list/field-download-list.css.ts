import { style } from '@vanilla-extract/css'
import { vars } from '#runtime/styles/theme.css'

export const block = style({ display: 'grid', gap: vars.space.xs, width: '100%' })
export const title = style({ margin: 0, font: `400 ${vars.fontSize.xl}/1.15 ${vars.font.display}` })
export const subtitle = style({ margin: 0, color: vars.color.muted })
export const list = style({ listStyle: 'none', margin: 0, padding: 0 })
