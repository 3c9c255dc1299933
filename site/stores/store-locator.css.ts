import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '#runtime/styles/theme.css'
import { minWidth } from '#runtime/styles/breakpoints'

/** Map above the list on phones; list beside the map from lg (1024 px), both filling the viewport height. */
export const locator = style({
  display: 'grid',
  gridTemplateAreas: '"controls" "map" "list"',
  // As wide as the page, not as its widest field (518 px with a phone's large text, which must not
  // scroll sideways: docs/accessibility.md, large text on a phone).
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '1rem',
  maxWidth: '90rem',
  margin: '0 auto',
  padding: '0 1.25rem 3rem',
  '@media': {
    [minWidth('lg')]: {
      gridTemplateColumns: 'minmax(22rem, 26rem) 1fr',
      gridTemplateAreas: '"controls map" "list map"',
      gridTemplateRows: 'auto 1fr',
      height: 'calc(100vh - 6rem)',
      minHeight: '36rem',
    },
  },
})

// One column as wide as the locator: an auto column took its select's 478 px with large text.
export const controls = style({
  gridArea: 'controls',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '0.75rem',
})

export const searchRow = style({ display: 'flex', gap: '0.5rem', flexWrap: 'wrap', alignItems: 'flex-end' })

export const field = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  minWidth: 0,
  gap: '0.25rem',
  flex: '1 1 12rem',
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
})

const control = {
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  color: vars.color.ink,
  background: vars.color.white,
  border: `1px solid ${vars.color.stone}`,
  borderRadius: '0.25rem',
  padding: '0.55rem 0.7rem',
  minHeight: '2.75rem',
} as const

export const input = style(control)

export const button = style({
  ...control,
  cursor: 'pointer',
  background: vars.color.charcoal,
  color: vars.color.onDark,
  borderColor: vars.color.charcoal,
  ':hover': { background: vars.color.ink },
})

export const secondaryButton = style({
  ...control,
  cursor: 'pointer',
  ':hover': { borderColor: vars.color.charcoal },
})

export const message = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.charcoal })

export const alert = style({
  margin: 0,
  padding: '0.6rem 0.8rem',
  fontSize: vars.fontSize.sm,
  color: vars.color.accentStrong,
  background: vars.color.ivory,
  borderLeft: `3px solid ${vars.color.accent}`,
})

export const mapArea = style({
  gridArea: 'map',
  position: 'relative',
  minHeight: '55vh',
  background: '#dfe7ea',
  borderRadius: '0.25rem',
  overflow: 'hidden',
  '@media': { [minWidth('lg')]: { minHeight: 0 } },
})

// Doubled class: the map library's own stylesheet sets `position: relative` on the container.
export const mapCanvas = style({ selectors: { '&&': { position: 'absolute', inset: 0 } } })

export const mapPlaceholder = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  color: vars.color.muted,
  fontSize: vars.fontSize.sm,
  pointerEvents: 'none',
})

/** Without JavaScript: where the map would be, why it is not, and that the list works. */
export const mapNote = style([
  mapPlaceholder,
  { padding: '1.5rem', textAlign: 'center', color: vars.color.charcoal, lineHeight: 1.5, margin: 0 },
])

/** The phone's "Show the map" button, where the map will be. */
export const mapOffer = style([mapPlaceholder, { pointerEvents: 'auto' }])

export const list = style({
  gridArea: 'list',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowY: 'auto',
  borderTop: `1px solid ${vars.color.stone}`,
  '@media': { [minWidth('lg')]: { minHeight: 0 } },
})

export const row = style({
  padding: '0.9rem 0.25rem',
  borderBottom: `1px solid ${vars.color.sand}`,
  scrollMarginTop: '0.5rem',
  selectors: {
    '&[data-selected="true"]': {
      background: vars.color.ivory,
      boxShadow: `inset 3px 0 0 ${vars.color.accent}`,
    },
  },
})

/** The last row: "Show more", centred. */
export const moreRow = style({ padding: '1rem 0.25rem', display: 'grid', justifyItems: 'center' })

export const rowName = style({
  font: 'inherit',
  fontSize: vars.fontSize.md,
  fontWeight: 600,
  color: vars.color.ink,
  background: 'none',
  border: 0,
  padding: '0 0.5rem',
  textAlign: 'left',
  cursor: 'pointer',
  ':hover': { color: vars.color.accentStrong, textDecoration: 'underline' },
})

export const rowMeta = style({
  margin: '0.2rem 0 0',
  padding: '0 0.5rem',
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
})

export const rowType = style({
  fontSize: vars.fontSize.xs,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  // Taupe on the page background is 3.75:1, short of the 4.5:1 small text needs (WCAG AA).
  color: vars.color.muted,
})

export const distance = style({
  float: 'right',
  fontSize: vars.fontSize.xs,
  color: vars.color.accentStrong,
  padding: '0 0.5rem',
})

globalStyle(`${row} a`, { color: vars.color.charcoal })
