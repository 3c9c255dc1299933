import { style } from '@vanilla-extract/css'
import { vars } from '#runtime/styles/theme.css'

export const dialog = style({
  width: '100vw',
  maxWidth: '100vw',
  height: '100svh',
  maxHeight: '100svh',
  margin: 0,
  padding: vars.space.md,
  border: 'none',
  // Solid, so the position, caption and buttons always read at 16:1 (WCAG 2.2 1.4.3).
  background: vars.color.ink,
  color: vars.color.onDark,
  boxSizing: 'border-box',
  selectors: { '&[open]': { display: 'grid', gridTemplateRows: 'auto 1fr auto', gap: vars.space.sm } },
})
export const bar = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  font: `400 ${vars.fontSize.sm} ${vars.font.sans}`,
})
/** The row left between the bar and the caption; the image is fitted inside it, never past it (WCAG 2.2 1.4.10). */
export const stage = style({ position: 'relative', minHeight: 0, overflow: 'hidden' })
export const image = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'contain',
})
export const caption = style({
  textAlign: 'center',
  margin: 0,
  font: `400 ${vars.fontSize.sm} ${vars.font.sans}`,
})
export const button = style({
  minWidth: '44px',
  minHeight: '44px',
  border: `1px solid rgba(250, 247, 242, 0.5)`,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  padding: '0 1rem',
  ':focus-visible': { outline: `2px solid ${vars.color.onDark}`, outlineOffset: '2px' },
})
export const nav = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'center' })
