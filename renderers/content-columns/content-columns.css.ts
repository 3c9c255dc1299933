import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '#runtime/styles/theme.css'

export const grid = style({
  columnGap: vars.space.gutter,
  rowGap: vars.space.lg,
  alignItems: 'start',
})

/** sameHeight: every column as tall as the tallest, and its last block grows to fill it. */
export const sameHeight = style({ alignItems: 'stretch' })
globalStyle(`${sameHeight} > [data-block] > :last-child`, { flexGrow: 1 })

/** Reversed visual order of the columns, reading order kept (the grid flows right to left). */
export const reversed = style({ direction: 'rtl' })
globalStyle(`${reversed} > *`, { direction: 'ltr' })
