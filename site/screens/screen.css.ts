import { style } from '@vanilla-extract/css'

export const pageHeader = style({ maxWidth: '72rem', margin: '0 auto', padding: '3rem 1.25rem 1.5rem' })

export const eyebrow = style({
  fontSize: '0.8rem',
  letterSpacing: '0.15em',
  textTransform: 'uppercase',
  color: '#7a7163',
})

export const title = style({
  fontSize: 'clamp(2rem, 5vw, 3.5rem)',
  fontWeight: 300,
  lineHeight: 1.1,
  margin: '0.5rem 0 1rem',
})

export const lead = style({ maxWidth: '44rem', fontSize: '1.125rem', color: '#4a463f' })

export const cover = style({
  display: 'block',
  width: '100%',
  maxWidth: '72rem',
  margin: '0 auto 2rem',
  padding: '0 1.25rem',
})

export const coverImage = style({ display: 'block', width: '100%', height: 'auto' })

/** The product's link to its 360 viewer. */
export const viewer360 = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: '0 1.25rem',
  border: '1px solid currentColor',
  borderRadius: '999px',
  color: 'inherit',
  textDecoration: 'none',
  fontWeight: 500,
})

/** The list of a catalogue screen, in the page's width. */
export const catalogue = style({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: 'calc(1200px + 2 * clamp(1.25rem, 0.8rem + 2vw, 2.5rem))',
  marginInline: 'auto',
  paddingInline: 'clamp(1.25rem, 0.8rem + 2vw, 2.5rem)',
  paddingBlock: '1.5rem 4rem',
})

export const designers = style({ margin: '0.75rem 0 0', fontSize: '1rem', color: '#4a463f' })

/** A detail page's related list, in the column of its header and picture. */
export const related = style({
  boxSizing: 'border-box',
  maxWidth: '72rem',
  margin: '0 auto',
  padding: '1rem 1.25rem 4rem',
})

export const sectionTitle = style({ fontSize: '1.75rem', fontWeight: 300, margin: '0 0 1.5rem' })
