import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { minWidth } from '#runtime/styles/breakpoints'
import { vars } from '#runtime/styles/theme.css'

export const block = style({ display: 'grid', gap: vars.space.md, width: '100%' })
export const subtitle = style({
  margin: 0,
  font: `500 ${vars.fontSize.xs} ${vars.font.sans}`,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  color: vars.color.accent,
})
export const heading = style({ margin: 0, font: `400 ${vars.fontSize.xl}/1.15 ${vars.font.display}` })
export const items = style({
  display: 'grid',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  borderTop: `1px solid ${vars.color.stone}`,
})
globalStyle(`${items} > *`, { paddingTop: vars.space.sm })
export const columns = styleVariants({ 1: {}, 2: {}, 3: {}, 4: {}, 5: {}, 6: {} }, (_, n) => ({
  '@media': {
    [minWidth('md')]: { gridTemplateColumns: `repeat(${Math.min(2, Number(n))}, minmax(0, 1fr))` },
    [minWidth('lg')]: { gridTemplateColumns: `repeat(${n}, minmax(0, 1fr))` },
  },
}))
export const itemTitle = style({
  margin: 0,
  font: `300 ${vars.fontSize['2xl']}/1 ${vars.font.display}`,
  color: vars.color.accent,
})
