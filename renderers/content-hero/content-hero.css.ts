import { style } from '@vanilla-extract/css'
import { maxWidth, minWidth } from '#runtime/styles/breakpoints'
import { vars } from '#runtime/styles/theme.css'

export const hero = style({
  overflow: 'hidden',
})

export const video = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
})

/** A phone-only video over the picture; hidden (and so never played) from md up. */
export const mobileOnly = style({
  '@media': { [minWidth('md')]: { display: 'none' } },
})

/** A desktop-only layer, hidden below md. */
export const desktopOnly = style({
  '@media': { [maxWidth('md')]: { display: 'none' } },
})

/** optionSwitch: darkens the background so light text reads on a busy photo. */
export const scrim = style({
  position: 'absolute',
  inset: 0,
  background: `linear-gradient(180deg, ${vars.color.scrim} 0%, rgba(28, 26, 24, 0.25) 60%, ${vars.color.scrim} 100%)`,
})
