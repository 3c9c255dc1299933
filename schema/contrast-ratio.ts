/** An sRGB colour, channels 0–255. */
export type Rgb = readonly [number, number, number]

/** WCAG 2.2's relative luminance of an sRGB colour. */
export function relativeLuminance([red, green, blue]: Rgb): number {
  const linear = (channel: number) => {
    const value = channel / 255
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
}

/** WCAG 2.2's contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(first: Rgb, second: Rgb): number {
  const [light, dark] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a)
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)
}

/** Reads a computed CSS colour (`rgb(…)` or `rgba(…)`, as getComputedStyle gives it). */
export function parseCssColor(value: string): Rgb {
  const channels = /rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/.exec(value)
  if (!channels) throw new Error(`Not an rgb() colour: "${value}"`)
  return [Number(channels[1]), Number(channels[2]), Number(channels[3])]
}

/**
 * WCAG 2.2's large text (1.4.3): at least 18 pt, or 14 pt bold; 1 pt is 4/3 CSS px.
 * Large text needs 3:1, other text 4.5:1.
 */
export function requiredRatio(fontSizePx: number, fontWeight: number): number {
  const large = fontSizePx >= 24 || (fontSizePx >= 18.66 && fontWeight >= 700)
  return large ? 3 : 4.5
}

/** Reads a `#rrggbb` colour. */
export function parseHexColor(value: string): Rgb {
  const hex = /^#([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(value)
  if (!hex) throw new Error(`Not a #rrggbb colour: "${value}"`)
  return [
    Number.parseInt(hex[1] ?? '', 16),
    Number.parseInt(hex[2] ?? '', 16),
    Number.parseInt(hex[3] ?? '', 16),
  ]
}

/** What a browser paints where `top` lies at `alpha` opacity over `below` (blended in sRGB). */
export function blendOver(top: Rgb, alpha: number, below: Rgb): Rgb {
  const mix = (channel: 0 | 1 | 2) => alpha * top[channel] + (1 - alpha) * below[channel]
  return [mix(0), mix(1), mix(2)]
}

/**
 * The least opacity (in hundredths) of a `scrim` colour laid over any photo that gives `text` at
 * least `ratio` against every pixel, or 1 when only a solid scrim does. Contrast falls as a pixel
 * nears the text's own lightness, so the worst pixels are pure black and pure white.
 */
export function scrimOpacityFor(text: Rgb, scrim: Rgb, ratio: number): number {
  for (let hundredths = 0; hundredths <= 100; hundredths++) {
    const alpha = hundredths / 100
    const worst = Math.min(
      contrastRatio(text, blendOver(scrim, alpha, [0, 0, 0])),
      contrastRatio(text, blendOver(scrim, alpha, [255, 255, 255])),
    )
    if (worst >= ratio) return alpha
  }
  return 1
}
