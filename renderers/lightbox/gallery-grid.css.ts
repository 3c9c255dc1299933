import { style, styleVariants } from '@vanilla-extract/css'
import { minWidth } from '#runtime/styles/breakpoints'
import { vars } from '#runtime/styles/theme.css'

export const gallery = style({ display: 'grid', gap: vars.space.sm, width: '100%' })
export const heading = style({ margin: 0, font: `400 ${vars.fontSize.xl}/1.15 ${vars.font.display}` })
export const grid = style({ display: 'grid', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 })
export const columns = styleVariants({ 1: {}, 2: {}, 3: {}, 4: {}, 5: {}, 6: {} }, (_, n) => ({
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [minWidth('md')]: { gridTemplateColumns: `repeat(${n}, minmax(0, 1fr))` } },
}))
export const figure = style({ margin: 0, display: 'grid', gap: vars.space.xs })
export const opener = style({
  display: 'block',
  padding: 0,
  border: 'none',
  background: 'none',
  cursor: 'zoom-in',
  width: '100%',
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
})
export const image = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  display: 'block',
})
export const caption = style({ font: `400 ${vars.fontSize.sm} ${vars.font.sans}`, color: vars.color.muted })
