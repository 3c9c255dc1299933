import { describe, expect, it } from 'vitest'
import { ImageField, VideoField } from '#schema/asset'

const asset = { url: '/media/a.jpg', width: 800, height: 600, alt: null, title: 'Lounger', srcset: null }

describe('ImageField', () => {
  it('takes the first asset of the list and fills in the empty fields', () => {
    expect(ImageField.decode([null, asset, { ...asset, url: '/media/b.jpg' }])).toEqual({
      _tag: 'Right',
      right: {
        url: '/media/a.jpg',
        width: 800,
        height: 600,
        alt: '',
        title: 'Lounger',
        srcset: '',
        avifSrcset: '',
        webpSrcset: '',
      },
    })
  })

  it('keeps the AVIF and WebP srcsets, and drops one with an unsafe URL', () => {
    const decoded = ImageField.decode([
      { ...asset, avifSrcset: '/media/a.avif 480w', webpSrcset: 'javascript:alert(1) 480w' },
    ])
    expect(decoded).toMatchObject({ right: { avifSrcset: '/media/a.avif 480w', webpSrcset: '' } })
  })

  it('is no image for an empty list, a private file (no url) or an unmeasured file', () => {
    for (const raw of [null, [], [{ ...asset, url: null }], [{ ...asset, width: null }]]) {
      expect(ImageField.decode(raw)).toEqual({ _tag: 'Right', right: null })
    }
  })

  it('refuses something that is not a list of assets', () => {
    expect(ImageField.decode({ url: '/a.jpg' })._tag).toBe('Left')
  })
})

describe('VideoField', () => {
  it('takes the first video with a url', () => {
    expect(VideoField.decode([{ url: '/v.mp4', mimeType: null }])).toEqual({
      _tag: 'Right',
      right: { url: '/v.mp4', mimeType: '' },
    })
  })
})
