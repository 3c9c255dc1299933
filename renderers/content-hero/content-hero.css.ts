import { style, styleVariants } from '@vanilla-extract/css'
import type { TextColor } from '#schema/blocks/block-options'
import { parseHexColor, scrimOpacityFor } from '#schema/contrast-ratio'
import { maxWidth, minWidth } from '#runtime/styles/breakpoints'
import { palette, vars } from '#runtime/styles/theme.css'

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

/*
 * WCAG 2.2 1.4.3 over any photo: a layer in the colour opposite to the text, just opaque enough
 * that the text reaches 4.5:1 even over a pure white or black pixel (a little over, so rounding to
 * whole channel values cannot take it under). The editor's TextColor stays; only the layer's
 * strength follows from it. tests/e2e/contrast.spec.ts measures the result on the real pixels.
 */
const target = 4.6

function legibleLayer(text: string, layer: string) {
  const alpha = scrimOpacityFor(parseHexColor(text), parseHexColor(layer), target)
  const [red, green, blue] = parseHexColor(layer)
  return {
    position: 'absolute',
    inset: 0,
    backgroundColor: `rgba(${red}, ${green}, ${blue}, ${alpha})`,
  } as const
}

/** The legibility layer under hero text, one per text colour that can sit over a photo. */
export const legibleScrim = styleVariants({
  light: legibleLayer(palette.onDark, palette.ink),
  ink: legibleLayer(palette.ink, palette.ivory),
  muted: legibleLayer(palette.muted, palette.ivory),
  accent: legibleLayer(palette.accent, palette.ivory),
} satisfies Record<Exclude<TextColor, 'inherit'>, object>)
