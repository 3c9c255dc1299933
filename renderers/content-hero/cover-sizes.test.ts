import { describe, expect, it } from 'vitest'
import type { Image } from '#schema/asset'
import { safeUrl } from '#schema/safe-url'
import { coverSizes } from '#renderers/content-hero/cover-sizes'

const image = (width: number, height: number): Image => ({
  url: safeUrl('/media/hero.jpg'),
  width,
  height,
  alt: '',
  title: '',
  srcset: '',
  avifSrcset: '',
  webpSrcset: '',
})

describe('coverSizes', () => {
  it("draws a portrait crop in a screen-high hero as wide as the screen's height stretches it", () => {
    expect(coverSizes(image(1440, 2560), 'screen')).toBe('(max-aspect-ratio: 563/1000) 56.25vh, 100vw')
  })

  it('scales the height share of shorter heroes', () => {
    expect(coverSizes(image(2400, 1350), 'half')).toBe('(max-aspect-ratio: 889/1000) 88.89vh, 100vw')
  })

  it('falls back to the full width for heroes as tall as their content', () => {
    expect(coverSizes(image(2400, 1350), 'auto')).toBe('100vw')
    expect(coverSizes(image(2400, 1350), 'small')).toBe('100vw')
  })
})
