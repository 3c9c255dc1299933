import { style } from '@vanilla-extract/css'
import { maxWidth } from '#runtime/styles/breakpoints'
import { vars } from '#runtime/styles/theme.css'

export const figure = style({ position: 'relative', margin: 0, width: '100%' })
export const point = style({
  position: 'absolute',
  transform: 'translate(-50%, -50%)',
  width: '36px',
  height: '36px',
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.white}`,
  background: vars.color.accent,
  color: vars.color.white,
  font: `600 ${vars.fontSize.sm} ${vars.font.sans}`,
  cursor: 'pointer',
  boxShadow: '0 0 0 6px rgba(181, 86, 47, 0.3)',
  ':focus-visible': { outline: `3px solid ${vars.color.white}`, outlineOffset: '2px' },
})
export const popover = style({
  position: 'absolute',
  zIndex: 2,
  width: 'min(280px, 80vw)',
  padding: vars.space.sm,
  background: vars.color.white,
  color: vars.color.ink,
  boxShadow: '0 8px 24px rgba(0,0,0,0.18)',
  font: `400 ${vars.fontSize.sm}/1.5 ${vars.font.sans}`,
  boxSizing: 'border-box',
  overflowWrap: 'break-word',
  // A phone has no room beside a point: the panel opens just under the image, as wide as it,
  // instead of at the point's place given inline (WCAG 2.2 1.4.10, reflow at 320 px).
  '@media': {
    [maxWidth('md')]: {
      width: 'auto',
      left: '0 !important',
      right: '0 !important',
      top: '100% !important',
      bottom: 'auto !important',
    },
  },
})
export const close = style({
  float: 'right',
  border: 'none',
  background: 'none',
  cursor: 'pointer',
  fontSize: vars.fontSize.md,
  minWidth: '44px',
  minHeight: '44px',
  color: 'inherit',
})
