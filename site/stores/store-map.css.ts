import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '#runtime/styles/theme.css'

const round = {
  display: 'grid',
  placeItems: 'center',
  borderRadius: '50%',
  cursor: 'pointer',
  font: 'inherit',
  padding: 0,
} as const

/** Clusters grow with their count, in three steps, so a region's weight reads at a glance. */
export const cluster = styleVariants({
  small: { ...round, width: 34, height: 34 },
  medium: { ...round, width: 44, height: 44 },
  large: { ...round, width: 56, height: 56 },
})

export const clusterLook = style({
  background: vars.color.accent,
  color: vars.color.white,
  border: `3px solid rgba(255, 255, 255, 0.85)`,
  boxShadow: '0 1px 4px rgba(28, 26, 24, 0.35)',
  fontWeight: 700,
  fontSize: '0.8125rem',
})

export const marker = style({
  ...round,
  width: 18,
  height: 18,
  background: vars.color.charcoal,
  border: `3px solid ${vars.color.white}`,
  boxShadow: '0 1px 4px rgba(28, 26, 24, 0.45)',
  selectors: { '&[data-selected="true"]': { background: vars.color.accent, width: 24, height: 24 } },
})

export const user = style({
  width: 16,
  height: 16,
  borderRadius: '50%',
  background: '#2f6db5',
  border: `3px solid ${vars.color.white}`,
  boxShadow: '0 0 0 6px rgba(47, 109, 181, 0.25)',
})

export const popup = style({
  display: 'grid',
  gap: '0.3rem',
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.sm,
  color: vars.color.ink,
  minWidth: '13rem',
})

export const popupTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: 600,
  paddingRight: '1.75rem',
})

export const popupLine = style({ margin: 0 })

export const popupType = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  // Taupe is 3.75:1 on the light popup, short of the 4.5:1 small text needs (WCAG AA).
  color: vars.color.muted,
})

globalStyle(`${popup} a`, { color: vars.color.accentStrong })

// The popup's close button: a 24 px target at least (WCAG 2.5.8; the library's is about 10 px).
for (const library of ['maplibregl', 'mapboxgl'])
  globalStyle(`.${library}-popup-close-button`, {
    minWidth: 28,
    minHeight: 28,
    fontSize: '1.25rem',
    lineHeight: 1,
    display: 'grid',
    placeItems: 'center',
    borderRadius: '0.25rem',
  })

// The canvas fills a box that clips what overflows: its focus ring is drawn inside (WCAG 2.2: 2.4.3, 2.4.7).
for (const library of ['maplibregl', 'mapboxgl'])
  globalStyle(`.${library}-canvas:focus-visible`, {
    outline: `3px solid ${vars.color.accent}`,
    outlineOffset: -3,
  })

globalStyle(`${marker}:focus-visible, ${clusterLook}:focus-visible`, {
  outline: `3px solid ${vars.color.ink}`,
  outlineOffset: 2,
})
