import { style } from '@vanilla-extract/css'
import { minWidth } from '#runtime/styles/breakpoints'
import { vars } from '#runtime/styles/theme.css'

export const body = style({ maxWidth: '44rem', margin: '0 auto', padding: `0 1.25rem ${vars.space.xl}` })

// Grid tracks and items may shrink below their content's width: an input's default width at a
// large text setting (32 px) made the forms 562 px wide on a 390 px phone (WCAG 1.4.4, 1.4.10).
export const form = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.sm })

/** Two columns from md up, for the registration's short fields. */
export const grid = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [minWidth('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})

export const field = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '0.25rem',
  minWidth: 0,
})

export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.charcoal })

export const requiredMark = style({
  marginLeft: '0.35rem',
  fontSize: vars.fontSize.xs,
  color: vars.color.muted,
})

export const input = style({
  font: 'inherit',
  minWidth: 0,
  width: '100%',
  padding: '0.7rem 0.8rem',
  border: `1px solid ${vars.color.taupe}`,
  borderRadius: vars.radius.sm,
  background: vars.color.white,
  color: vars.color.ink,
  selectors: {
    '&[aria-invalid="true"]': {
      borderColor: vars.color.accentStrong,
      boxShadow: `inset 3px 0 0 ${vars.color.accentStrong}`,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})

export const hint = style({ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.muted })

export const error = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  color: vars.color.accentStrong,
})

/**
 * An error's room kept under a field of a two-column form (the register form): two lines, enough
 * for each error text at a column's width, so an error that appears moves no row (decision 041).
 */
export const reservedError = style([
  error,
  { lineHeight: 1.35, minHeight: `calc(2 * 1.35 * ${vars.fontSize.xs})` },
])

export const check = style({
  display: 'flex',
  gap: '0.6rem',
  alignItems: 'flex-start',
  fontSize: vars.fontSize.sm,
})

export const checkbox = style({
  marginTop: '0.2rem',
  width: '1.1rem',
  height: '1.1rem',
  accentColor: vars.color.accent,
})

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
})

export const button = style({
  font: 'inherit',
  fontWeight: 600,
  letterSpacing: '0.04em',
  padding: '0.8rem 1.6rem',
  border: 0,
  borderRadius: vars.radius.sm,
  background: vars.color.charcoal,
  color: vars.color.onDark,
  cursor: 'pointer',
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.ink },
    '&[aria-disabled="true"]': { opacity: 0.6, cursor: 'progress' },
  },
})

export const secondary = style([
  button,
  {
    background: 'transparent',
    color: vars.color.ink,
    border: `1px solid ${vars.color.charcoal}`,
    selectors: { '&:hover': { background: vars.color.sand } },
  },
])

export const link = style({
  color: vars.color.accentStrong,
  textDecorationThickness: '1px',
  textUnderlineOffset: '3px',
})

/** Notices of spec 8 and answers of the API. */
export const notice = style({
  margin: `0 0 ${vars.space.sm}`,
  padding: '0.9rem 1rem',
  background: vars.color.sand,
  borderLeft: `3px solid ${vars.color.taupe}`,
})

export const success = style([notice, { borderLeftColor: '#4d7a4a' }])

export const problem = style([notice, { borderLeftColor: vars.color.accentStrong, color: vars.color.ink }])

export const profile = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: '0.4rem 1.25rem',
  margin: `0 0 ${vars.space.md}`,
})

export const term = style({ color: vars.color.muted, fontSize: vars.fontSize.sm })

export const aside = style({ marginTop: vars.space.md, fontSize: vars.fontSize.sm, color: vars.color.muted })

/** The answer of a login or logout made with JS (spec 8, Success messages), over the page a moment. */
export const toast = style([
  notice,
  {
    position: 'fixed',
    zIndex: 60,
    insetInline: vars.space.sm,
    bottom: vars.space.sm,
    maxWidth: '28rem',
    margin: '0 auto',
    borderLeftColor: '#4d7a4a',
    boxShadow: '0 6px 24px rgb(0 0 0 / 0.18)',
  },
])
