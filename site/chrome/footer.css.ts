import { style } from '@vanilla-extract/css'
import { vars } from '#runtime/styles/theme.css'
import { minWidth } from '#runtime/styles/breakpoints'

export const footer = style({
  marginTop: '4rem',
  padding: '3rem 1.25rem 2rem',
  background: vars.color.charcoal,
  color: vars.color.onDark,
})

export const inner = style({
  maxWidth: vars.contentWidth.wide,
  margin: '0 auto',
  '@media': { [minWidth('lg')]: { padding: '0 1.25rem' } },
})

export const columns = style({
  display: 'grid',
  gap: '2rem',
  gridTemplateColumns: '1fr',
  '@media': {
    [minWidth('md')]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [minWidth('lg')]: { gridTemplateColumns: 'repeat(4, 1fr)' },
  },
})

export const text = style({ fontSize: vars.fontSize.sm, lineHeight: 1.6 })

export const menuList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '0.4rem',
  fontSize: vars.fontSize.sm,
})

export const link = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: { '&:hover, &:focus-visible': { textDecoration: 'underline' } },
})

export const socials = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.75rem',
  listStyle: 'none',
  padding: 0,
  margin: '2.5rem 0 0',
})

export const social = style({
  display: 'inline-block',
  padding: '0.4rem 0.9rem',
  border: '1px solid rgba(250, 247, 242, 0.4)',
  borderRadius: vars.radius.pill,
  color: 'inherit',
  fontSize: vars.fontSize.xs,
  textDecoration: 'none',
  selectors: { '&:hover, &:focus-visible': { background: 'rgba(250, 247, 242, 0.12)' } },
})

export const line = style({
  margin: '2.5rem 0 0',
  paddingTop: '1.5rem',
  borderTop: '1px solid rgba(250, 247, 242, 0.2)',
  fontSize: vars.fontSize.xs,
})
