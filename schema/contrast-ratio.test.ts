import { describe, expect, it } from 'vitest'
import {
  blendOver,
  contrastRatio,
  parseCssColor,
  parseHexColor,
  requiredRatio,
  scrimOpacityFor,
} from '#schema/contrast-ratio'

describe('contrastRatio', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5)
    expect(contrastRatio([181, 86, 47], [181, 86, 47])).toBe(1)
  })

  it("matches WCAG's worked value for #767676 on white (4.54:1)", () => {
    expect(contrastRatio([0x76, 0x76, 0x76], [255, 255, 255])).toBeCloseTo(4.54, 2)
  })
})

describe('parseCssColor', () => {
  it('reads rgb() and rgba() as getComputedStyle writes them', () => {
    expect(parseCssColor('rgb(250, 247, 242)')).toEqual([250, 247, 242])
    expect(parseCssColor('rgba(28, 26, 24, 0.5)')).toEqual([28, 26, 24])
  })

  it('refuses a colour it cannot read', () => {
    expect(() => parseCssColor('transparent')).toThrow(/Not an rgb/)
  })
})

describe('requiredRatio', () => {
  it('asks 3:1 of large text (24 px, or 18.66 px bold) and 4.5:1 of the rest', () => {
    expect(requiredRatio(24, 400)).toBe(3)
    expect(requiredRatio(19, 700)).toBe(3)
    expect(requiredRatio(19, 600)).toBe(4.5)
    expect(requiredRatio(17, 400)).toBe(4.5)
  })
})

describe('scrimOpacityFor', () => {
  const ivory = parseHexColor('#faf7f2')
  const ink = parseHexColor('#1c1a18')

  it('finds the least dark scrim under which light text reaches 4.5:1 over a white or black pixel', () => {
    const alpha = scrimOpacityFor(ivory, ink, 4.5)
    expect(contrastRatio(ivory, blendOver(ink, alpha, [255, 255, 255]))).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio(ivory, blendOver(ink, alpha - 0.01, [255, 255, 255]))).toBeLessThan(4.5)
    expect(contrastRatio(ivory, blendOver(ink, alpha, [0, 0, 0]))).toBeGreaterThanOrEqual(4.5)
  })

  it('asks for a solid scrim when no lesser one can carry the text', () => {
    expect(scrimOpacityFor(parseHexColor('#808080'), parseHexColor('#808080'), 4.5)).toBe(1)
  })
})
