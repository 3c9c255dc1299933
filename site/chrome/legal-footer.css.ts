import { style } from '@vanilla-extract/css'
import { vars } from '#runtime/styles/theme.css'

export const footer = style({
  marginTop: '3rem',
  padding: '1.5rem 1.25rem',
  borderTop: `1px solid ${vars.color.stone}`,
  fontSize: vars.fontSize.sm,
})

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.75rem 1.5rem',
  justifyContent: 'center',
  listStyle: 'none',
  margin: 0,
  padding: 0,
})
