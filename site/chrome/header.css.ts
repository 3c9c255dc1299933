import { style } from '@vanilla-extract/css'
import { vars } from '#runtime/styles/theme.css'
import { minWidth } from '#runtime/styles/breakpoints'

const desktop = minWidth('lg')

export const skipLink = style({
  position: 'absolute',
  left: '-9999px',
  selectors: {
    '&:focus': {
      left: '1rem',
      top: '1rem',
      zIndex: 100,
      background: vars.color.white,
      padding: '0.5rem 1rem',
    },
  },
})

/** spec 2: clear, solid, active, hidden; hiding translates up and fades in 150 ms. */
export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  color: vars.color.ink,
  background: 'transparent',
  borderBottom: '1px solid transparent',
  transition: `transform ${vars.duration.fast} ease-out, opacity ${vars.duration.fast} ease-out, background-color ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    '&[data-state="solid"], &[data-state="active"]': {
      background: 'rgba(250, 247, 242, 0.97)',
      borderBottomColor: vars.color.stone,
    },
    '&[data-state="hidden"]': { transform: 'translateY(-100%)', opacity: 0 },
    // Taller than a third of the window (large text): it stays at the top of the page, shown
    // (site/chrome/use-header-clearance.ts).
    '&[data-tall]': { position: 'relative', transform: 'none', opacity: 1 },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
})

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '1rem',
  maxWidth: vars.contentWidth.wide,
  margin: '0 auto',
  padding: '0.75rem 1.25rem',
  '@media': { [desktop]: { padding: '1rem 2.5rem', gap: '2rem' } },
})

export const logo = style({
  fontFamily: vars.font.display,
  fontSize: '1.5rem',
  fontWeight: 700,
  letterSpacing: '0.3em',
  textDecoration: 'none',
  textTransform: 'uppercase',
  color: 'inherit',
})

// The nav may shrink and its items wrap, so enlarged text (200 %) adds lines instead of widening the page.
export const nav = style({
  display: 'none',
  flex: 1,
  minWidth: 0,
  '@media': { [desktop]: { display: 'block' } },
})

export const navList = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: '1.75rem',
  listStyle: 'none',
  margin: 0,
  padding: 0,
})

export const navItem = style({ position: 'relative' })

const navText = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.25rem',
  padding: '0.5rem 0',
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  textDecoration: 'none',
  color: 'inherit',
  background: 'none',
  border: 0,
  cursor: 'pointer',
} as const

export const navLink = style(navText)
export const navPassive = style([navText, { cursor: 'default', color: vars.color.muted }])

export const chevron = style({
  display: 'inline-flex',
  transition: `transform ${vars.duration.fast}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
})

export const dropdown = style({
  position: 'absolute',
  top: '100%',
  left: '-1rem',
  minWidth: '15rem',
  margin: 0,
  padding: '0.75rem 0',
  listStyle: 'none',
  background: vars.color.white,
  border: `1px solid ${vars.color.stone}`,
  boxShadow: '0 12px 32px rgba(28, 26, 24, 0.12)',
  selectors: {
    // Before JavaScript runs (or without it) a dropdown opens while its item is hovered or holds
    // the keyboard's focus; once hydrated, the overlays machine opens it (spec 2, Header).
    '[data-main-nav]:not([data-enhanced]) li:hover > &, [data-main-nav]:not([data-enhanced]) li:focus-within > &':
      { display: 'block' },
  },
})

export const dropdownLink = style({
  display: 'block',
  padding: '0.55rem 1rem',
  color: 'inherit',
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  selectors: { '&:hover, &:focus-visible': { background: vars.color.ivory } },
})

export const dropdownPassive = style([dropdownLink, { color: vars.color.muted }])

export const actions = style({ display: 'flex', alignItems: 'center', gap: '0.5rem', marginLeft: 'auto' })

export const iconButton = style({
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
  textDecoration: 'none',
  selectors: { '&:hover': { background: 'rgba(28, 26, 24, 0.06)' } },
})

export const loginButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.4rem',
  padding: '0.5rem 1rem',
  font: 'inherit',
  fontSize: vars.fontSize.xs,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  textDecoration: 'none',
  color: vars.color.onDark,
  background: vars.color.charcoal,
  border: 0,
  cursor: 'pointer',
})

export const languageSwitch = style({ position: 'relative' })

export const languages = style({ display: 'flex', gap: '0.4rem', listStyle: 'none', margin: 0, padding: 0 })

export const languageButton = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.charcoal}`,
  color: 'inherit',
  fontSize: '0.75rem',
  fontWeight: 600,
  textDecoration: 'none',
  textTransform: 'uppercase',
  selectors: { '&[aria-busy="true"]': { cursor: 'progress', opacity: 0.6 } },
})

// Under the buttons, so the header keeps its height; the switch can be pressed again.
export const languageFailed = style({
  position: 'absolute',
  top: 'calc(100% + 0.4rem)',
  right: 0,
  width: 'max-content',
  maxWidth: '16rem',
  margin: 0,
  padding: '0.4rem 0.75rem',
  fontSize: vars.fontSize.xs,
  color: vars.color.charcoal,
  background: vars.color.sand,
  borderRadius: vars.radius.pill,
})

export const languageCurrent = style([
  languageButton,
  { background: vars.color.charcoal, color: vars.color.onDark },
])

export const offline = style({
  margin: 0,
  padding: '0.4rem 1.25rem',
  fontSize: vars.fontSize.xs,
  textAlign: 'center',
  background: vars.color.sand,
})

// Last, so they win over the display of the controls they are combined with.
export const desktopOnly = style({ display: 'none', '@media': { [desktop]: { display: 'inline-flex' } } })
export const mobileOnly = style({ '@media': { [desktop]: { display: 'none' } } })
