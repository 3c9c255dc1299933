import { style } from '@vanilla-extract/css'

/** The product's collection and category, under its designers. */
export const relations = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.25rem 1.5rem',
  margin: '0.5rem 0 0',
  fontSize: '1rem',
  color: '#4a463f',
})

export const relationName = style({ marginInlineEnd: '0.35em' })

/** The two calls: side by side on a desktop, stacked full width on a phone. */
export const calls = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.75rem',
  margin: '1.5rem 0 0',
  padding: 0,
  listStyle: 'none',
})

const call = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '44px',
  padding: '0 1.5rem',
  borderRadius: '999px',
  border: '1px solid #1f1d1a',
  textDecoration: 'none',
  fontWeight: 500,
} as const

export const primaryCall = style({ ...call, background: '#1f1d1a', color: '#ffffff' })
export const secondaryCall = style({ ...call, background: 'transparent', color: '#1f1d1a' })

/** The specifications table, in the column of the page. */
export const specifications = style({
  boxSizing: 'border-box',
  maxWidth: '72rem',
  margin: '0 auto',
  padding: '1rem 1.25rem 2rem',
})

export const specificationsTitle = style({ fontSize: '1.5rem', fontWeight: 300, margin: '0 0 1rem' })

export const factList = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, 14rem) 1fr',
  gap: '0.5rem 1.5rem',
  margin: 0,
  '@media': { 'screen and (max-width: 600px)': { gridTemplateColumns: '1fr', gap: '0.15rem' } },
})

export const factName = style({
  fontWeight: 500,
  '@media': { 'screen and (max-width: 600px)': { marginTop: '0.6rem' } },
})

export const factValue = style({ margin: 0, color: '#4a463f' })

// A dt/dd pair grouped in a div (allowed in a dl) that still sits in the list's grid.
export const factRow = style({ display: 'contents' })
