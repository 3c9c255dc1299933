import { globalStyle, style } from '@vanilla-extract/css'

export const image = style({})

// Without weight (`:where`), so a caller's class (a swatch's fixed size, the lightbox's
// contain) wins whatever order the stylesheets load in.
globalStyle(`:where(${image})`, {
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
})

/** Covers its positioned parent (backgrounds); the picture gets out of the way of the layout. */
export const fill = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  maxWidth: 'none',
  objectFit: 'cover',
})

export const picture = style({ display: 'contents' })
