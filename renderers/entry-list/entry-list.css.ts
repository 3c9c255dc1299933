import { style, styleVariants } from '@vanilla-extract/css'
import { minWidth } from '#runtime/styles/breakpoints'
import { vars } from '#runtime/styles/theme.css'

// One column as wide as the page, not as the filter's longest option, so a phone's large text does not
// scroll sideways (docs/accessibility.md, large text on a phone).
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  width: '100%',
})
export const heading = style({ margin: 0, font: `400 ${vars.fontSize.xl}/1.15 ${vars.font.display}` })

export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, alignItems: 'center' })
export const filterButtons = style({
  display: 'none',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  '@media': { [minWidth('md')]: { display: 'flex' } },
})
export const filterButton = style({
  minHeight: '40px',
  padding: '0.4rem 1rem',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.stone}`,
  background: 'transparent',
  color: 'inherit',
  font: `500 ${vars.fontSize.sm} ${vars.font.sans}`,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.charcoal,
      color: vars.color.onDark,
      borderColor: vars.color.charcoal,
    },
  },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
})
export const dropdown = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'end',
  minWidth: 0,
  gap: vars.space.xs,
  font: `400 ${vars.fontSize.sm} ${vars.font.sans}`,
  '@media': { [minWidth('md')]: { display: 'none' } },
})
export const dropdownLabel = style({
  display: 'grid',
  // One column as wide as the label: an auto column grew to the select's longest option.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '0.25rem',
  minWidth: 0,
  maxWidth: '100%',
})
export const select = style({
  // Never wider than its label: an option's words wrap in the list, not across the page.
  maxWidth: '100%',
  minHeight: '44px',
  padding: '0 0.75rem',
  border: `1px solid ${vars.color.stone}`,
  background: vars.color.white,
  font: 'inherit',
})

export const grid = style({ display: 'grid', gap: vars.space.md, listStyle: 'none', margin: 0, padding: 0 })
export const columns = styleVariants({ 1: {}, 2: {}, 3: {}, 4: {}, 5: {}, 6: {} }, (_, n) => ({
  gridTemplateColumns: '1fr',
  '@media': {
    [minWidth('sm')]: { gridTemplateColumns: `repeat(${Math.min(2, Number(n))}, minmax(0, 1fr))` },
    [minWidth('lg')]: { gridTemplateColumns: `repeat(${n}, minmax(0, 1fr))` },
  },
}))

export const card = style({
  display: 'grid',
  gap: vars.space.xs,
  color: 'inherit',
  textDecoration: 'none',
  alignContent: 'start',
})
export const cardSingle = style({
  '@media': {
    [minWidth('md')]: {
      gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
      alignItems: 'center',
      gap: vars.space.lg,
    },
  },
})
export const cardImage = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  background: vars.color.sand,
  display: 'block',
})
export const cardTitle = style({ margin: 0, font: `500 ${vars.fontSize.lg}/1.25 ${vars.font.display}` })
export const cardTitleSingle = style({ font: `400 ${vars.fontSize.xl}/1.15 ${vars.font.display}` })
export const cardMeta = style({
  margin: 0,
  font: `500 ${vars.fontSize.xs} ${vars.font.sans}`,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.muted,
})
export const empty = style({ color: vars.color.muted })
