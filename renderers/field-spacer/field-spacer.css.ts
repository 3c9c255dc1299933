import { style } from '@vanilla-extract/css'
import { minWidth } from '#runtime/styles/breakpoints'

// The heights arrive per block as custom properties on the element (see field-spacer.tsx).
export const spacer = style({
  height: 'var(--fast-spacer-mobile)',
  flexShrink: 0,
  '@media': { [minWidth('md')]: { height: 'var(--fast-spacer-desktop)' } },
})
