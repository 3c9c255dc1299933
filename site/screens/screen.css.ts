import { style } from '@vanilla-extract/css'
import { vars } from '#runtime/styles/theme.css'

/**
 * The content grid every screen shares with the blocks (runtime/styles/section.css.ts,
 * `looseBlocks`): the normal width between the gutters. A title in a narrower box started 44 px
 * right of the list and blocks under it.
 */
const column = {
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: `calc(${vars.contentWidth.normal} + 2 * ${vars.space.gutter})`,
  marginInline: 'auto',
  paddingInline: vars.space.gutter,
} as const

export const pageHeader = style({ ...column, paddingBlock: '3rem 1.5rem' })

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
  ...column,
  display: 'block',
  marginBottom: '2rem',
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
export const catalogue = style({ ...column, paddingBlock: '1.5rem 4rem' })

export const designers = style({ margin: '0.75rem 0 0', fontSize: '1rem', color: '#4a463f' })

/** A detail page's related list, in the column of its header and picture. */
export const related = style({ ...column, paddingBlock: '1rem 4rem' })

export const sectionTitle = style({ fontSize: '1.75rem', fontWeight: 300, margin: '0 0 1.5rem' })
