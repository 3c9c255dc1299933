import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '#runtime/styles/theme.css'
import { minWidth } from '#runtime/styles/breakpoints'

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })
// WCAG 2.3.3: no fade for visitors who ask their system for less motion.
const stillWhenReduced = { '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } } } as const

export const scrim = style({
  position: 'fixed',
  inset: 0,
  zIndex: 40,
  background: vars.color.scrim,
  animation: `${fadeIn} ${vars.duration.fast} ease-out`,
  ...stillWhenReduced,
})

const panelBase = {
  position: 'fixed',
  zIndex: 41,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.ivory,
  color: vars.color.ink,
  overflowY: 'auto',
  animation: `${fadeIn} ${vars.duration.fast} ease-out`,
  ...stillWhenReduced,
} as const

/** Full screen: the mobile menu. */
export const fullPanel = style([panelBase, { inset: 0 }])

/** A band across the top: search. */
export const topPanel = style([panelBase, { top: 0, left: 0, right: 0, maxHeight: '100dvh' }])

/** A centred card: login. */
export const centerPanel = style([
  panelBase,
  {
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    width: 'min(28rem, calc(100vw - 2rem))',
    maxHeight: 'calc(100dvh - 2rem)',
  },
])

export const panelHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '1rem',
  padding: '0.75rem 1.25rem',
  borderBottom: `1px solid ${vars.color.stone}`,
  '@media': { [minWidth('lg')]: { padding: '1rem 2.5rem' } },
})

export const panelTitle = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: 600,
  letterSpacing: '0.04em',
})

export const panelBody = style({
  padding: '1.25rem',
  '@media': { [minWidth('lg')]: { padding: '2rem 2.5rem' } },
})

export const menuList = style({ listStyle: 'none', margin: 0, padding: 0 })

export const menuItem = style({ borderBottom: `1px solid ${vars.color.stone}` })

const rowText = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: '1rem 0',
  fontSize: vars.fontSize.lg,
  color: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
  listStyle: 'none',
} as const

export const menuRow = style(rowText)
export const menuPassive = style([rowText, { color: vars.color.muted, cursor: 'default' }])

/** spec 9: sections expand in 500 ms (details with an animated content box where supported). */
export const section = style({
  interpolateSize: 'allow-keywords',
  selectors: {
    '&::details-content': {
      blockSize: 0,
      overflow: 'hidden',
      transition: 'block-size 500ms ease, content-visibility 500ms allow-discrete',
    },
    '&[open]::details-content': { blockSize: 'auto' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { selectors: { '&::details-content': { transition: 'none' } } },
  },
})

export const summary = style([rowText, { selectors: { '&::-webkit-details-marker': { display: 'none' } } }])

export const subList = style({ listStyle: 'none', margin: 0, padding: '0 0 1rem 1rem' })

export const subLink = style({
  display: 'block',
  padding: '0.5rem 0',
  color: 'inherit',
  textDecoration: 'none',
})

export const menuFooter = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '1rem',
  marginTop: '2rem',
})

const cross =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><path d="M3 3l10 10M13 3L3 13" stroke="black" stroke-width="2"/></svg>'

/** The search field and its clear button, side by side. */
export const searchRow = style({ display: 'flex', alignItems: 'center', gap: '0.5rem' })

export const searchField = style({
  flex: 1,
  minWidth: 0,
  width: '100%',
  padding: '0.75rem 0',
  font: 'inherit',
  fontSize: vars.fontSize.xl,
  color: 'inherit',
  background: 'transparent',
  border: 0,
  borderBottom: `2px solid ${vars.color.charcoal}`,
  outline: 'none',
  selectors: {
    '&:focus-visible': { borderBottomColor: vars.color.accent },
    // The browser's own clear icon is its default blue: drawn here as a cross in the text's colour.
    '&::-webkit-search-cancel-button': {
      WebkitAppearance: 'none',
      appearance: 'none',
      width: '0.75em',
      height: '0.75em',
      marginInlineStart: '0.5rem',
      background: 'currentColor',
      WebkitMask: `url("data:image/svg+xml,${encodeURIComponent(cross)}") center / contain no-repeat`,
      mask: `url("data:image/svg+xml,${encodeURIComponent(cross)}") center / contain no-repeat`,
      cursor: 'pointer',
    },
  },
})

/** The overlay's field, which has its own clear button (clearButton): the browser's is mouse-only. */
export const searchFieldWithClear = style({
  selectors: { '&::-webkit-search-cancel-button': { display: 'none' } },
})

/** Empties the search field, in the page's colours, reachable by keyboard. */
export const clearButton = style({
  flex: 'none',
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  padding: 0,
  font: 'inherit',
  fontSize: vars.fontSize.xl,
  lineHeight: 1,
  color: vars.color.ink,
  background: 'none',
  border: 0,
  borderRadius: vars.radius.pill,
  cursor: 'pointer',
  ':hover': { color: vars.color.accentStrong },
  ':focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
})

export const fieldLabel = style({
  display: 'block',
  marginBottom: '0.25rem',
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
})

export const status = style({
  minHeight: '1.5rem',
  // A long word typed (echoed in "No results for …") breaks instead of widening the dialog.
  overflowWrap: 'anywhere',
  margin: '0.75rem 0',
  fontSize: vars.fontSize.sm,
  color: vars.color.muted,
})

export const groups = style({
  display: 'grid',
  gap: '1.5rem',
  '@media': { [minWidth('md')]: { gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))' } },
})

export const groupTitle = style({
  margin: '0 0 0.5rem',
  fontSize: vars.fontSize.xs,
  letterSpacing: '0.1em',
  textTransform: 'uppercase',
  color: vars.color.muted,
})

export const hitLink = style({
  display: 'block',
  padding: '0.35rem 0',
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&:hover, &:focus-visible': { color: vars.color.accentStrong, textDecoration: 'underline' } },
})

export const buttonRow = style({ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', marginTop: '1.5rem' })

export const primaryButton = style({
  display: 'inline-block',
  padding: '0.75rem 1.5rem',
  color: vars.color.onDark,
  background: vars.color.charcoal,
  textDecoration: 'none',
  letterSpacing: '0.05em',
})

export const secondaryButton = style([
  primaryButton,
  { color: vars.color.ink, background: 'transparent', border: `1px solid ${vars.color.charcoal}` },
])

export const closeButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.5rem',
  height: '2.5rem',
  padding: 0,
  color: 'inherit',
  background: 'none',
  border: 0,
  borderRadius: vars.radius.pill,
  cursor: 'pointer',
})

/** The hamburger before JavaScript runs: a `<details>` whose panel drops below the header. */
export const staticMenu = style({})

export const staticMenuToggle = style({
  listStyle: 'none',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
})

export const staticMenuPanel = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  maxHeight: 'calc(100dvh - 4rem)',
  overflowY: 'auto',
  background: vars.color.ivory,
  color: vars.color.ink,
  borderTop: `1px solid ${vars.color.stone}`,
  boxShadow: '0 12px 32px rgba(28, 26, 24, 0.12)',
})
