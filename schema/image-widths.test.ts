import { describe, expect, it } from 'vitest'
import { imageSelectionOf, imageWidths, snapImageWidth } from './image-widths'

describe('the image width ladder', () => {
  it('snaps a width up to the next step, and past the top to the widest', () => {
    expect(snapImageWidth(1)).toBe(80)
    expect(snapImageWidth(480)).toBe(480)
    expect(snapImageWidth(481)).toBe(640)
    expect(snapImageWidth(100_000)).toBe(2560)
  })

  it('is ascending, so snapping finds the nearest step', () => {
    expect([...imageWidths].sort((a, b) => a - b)).toEqual([...imageWidths])
  })

  it('writes the selection Craft understands', () => {
    expect(imageSelectionOf(1600, [480, 960])).toBe(
      'url @transform(width: 1600) srcset(sizes: ["480", "960"]) ' +
        'avifSrcset: srcset(sizes: ["480", "960"]) @transform(format: "avif", quality: 60) ' +
        'webpSrcset: srcset(sizes: ["480", "960"]) @transform(format: "webp", quality: 80) ' +
        'width height alt title',
    )
  })
})
