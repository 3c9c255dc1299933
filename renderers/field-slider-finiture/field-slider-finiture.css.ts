import { style } from '@vanilla-extract/css'
import { vars } from '#runtime/styles/theme.css'

export const block = style({ display: 'grid', gap: vars.space.sm, width: '100%' })
export const heading = style({ margin: 0, font: `400 ${vars.fontSize.xl}/1.15 ${vars.font.display}` })
export const finish = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' })
export const cover = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  display: 'block',
})
export const name = style({ margin: 0, font: `500 ${vars.fontSize.md} ${vars.font.display}` })
export const label = style({
  margin: 0,
  font: `500 ${vars.fontSize.xs} ${vars.font.sans}`,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  color: vars.color.muted,
  // A long label ("VERNICIATURA A POLVERE") wraps inside its slide instead of being clipped.
  overflowWrap: 'anywhere',
})
export const swatches = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
})
export const swatch = style({
  display: 'grid',
  justifyItems: 'center',
  gap: '0.25rem',
  width: '64px',
  textAlign: 'center',
  font: `400 ${vars.fontSize.xs}/1.2 ${vars.font.sans}`,
})
export const round = style({ width: '44px', height: '44px', borderRadius: '50%', objectFit: 'cover' })
export const square = style({ width: '44px', height: '44px', objectFit: 'cover' })
