import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Image } from '#schema/asset'
import { safeUrl } from '#schema/safe-url'
import { ResponsiveImage } from '#renderers/responsive-image/responsive-image'

const image: Image = {
  url: safeUrl('/media/sauna.jpg'),
  width: 1200,
  height: 800,
  alt: 'Barrel sauna by a pine forest',
  title: '',
  srcset: '/media/sauna-480.jpg 480w, /media/sauna.jpg 1200w',
  avifSrcset: '',
  webpSrcset: '',
}

const withFormats: Image = {
  ...image,
  avifSrcset: '/media/sauna-480.avif 480w, /media/sauna.avif 1200w',
  webpSrcset: '/media/sauna-480.webp 480w, /media/sauna.webp 1200w',
}

const phoneCrop: Image = {
  url: safeUrl('/media/sauna-tall.jpg'),
  width: 960,
  height: 1440,
  alt: '',
  title: '',
  srcset: '/media/sauna-tall-480.jpg 480w, /media/sauna-tall.jpg 960w',
  avifSrcset: '/media/sauna-tall-480.avif 480w, /media/sauna-tall.avif 960w',
  webpSrcset: '',
}

/**
 * The opening tags of `html` in order, each as its name and attributes (React writes every
 * attribute double-quoted and escaped, so a pattern reads them).
 */
function tagsOf(html: string): { name: string; attributes: Record<string, string> }[] {
  return [...html.matchAll(/<([a-z]+)((?:\s+[a-zA-Z-]+="[^"]*")*)\s*\/?>/g)].map(
    ([, name = '', attributes = '']) => ({
      name,
      attributes: Object.fromEntries(
        [...attributes.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map(([, key = '', value = '']) => [
          key.toLowerCase(),
          value.replaceAll('&amp;', '&'),
        ]),
      ),
    }),
  )
}

describe('ResponsiveImage', () => {
  it('always sets width and height, and loads lazily by default', () => {
    const html = renderToString(<ResponsiveImage image={image} sizes="50vw" />)
    expect(html).toContain('width="1200" height="800"')
    expect(html).toContain('sizes="50vw"')
    expect(html).toContain('loading="lazy"')
    expect(html).not.toContain('fetchPriority')
  })

  it('loads at once with high priority when it is the priority image', () => {
    const html = renderToString(<ResponsiveImage image={image} priority />)
    expect(html).toContain('loading="eager"')
    expect(html).toContain('fetchPriority="high"')
  })

  it('leaves srcset and sizes out when the CMS gave no sizes', () => {
    const html = renderToString(<ResponsiveImage image={{ ...image, srcset: '' }} />)
    expect(html).not.toMatch(/srcSet|sizes=/)
  })

  it('stays a plain <img> when the CMS gave no other formats', () => {
    const html = renderToString(<ResponsiveImage image={image} />)
    expect(html).not.toContain('<picture')
    expect(html).toMatch(/^<img /)
  })

  it('offers AVIF, then WebP, then the original <img>, each with the same sizes', () => {
    const html = renderToString(<ResponsiveImage image={withFormats} sizes="50vw" />)
    const tags = tagsOf(html)
    expect(tags.map((tag) => tag.name)).toEqual(['picture', 'source', 'source', 'img'])
    expect(tags[3]?.attributes).toMatchObject({ srcset: image.srcset, sizes: '50vw' })
    expect(tags.slice(1, 3)).toEqual([
      {
        name: 'source',
        attributes: {
          type: 'image/avif',
          srcset: withFormats.avifSrcset,
          sizes: '50vw',
          width: '1200',
          height: '800',
        },
      },
      {
        name: 'source',
        attributes: {
          type: 'image/webp',
          srcset: withFormats.webpSrcset,
          sizes: '50vw',
          width: '1200',
          height: '800',
        },
      },
    ])
  })

  it("puts an art-directed image's formats, for its media, before the default image's", () => {
    const html = renderToString(
      <ResponsiveImage image={withFormats} sources={[{ media: '(max-width: 767px)', image: phoneCrop }]} />,
    )
    const sources = tagsOf(html)
      .filter((tag) => tag.name === 'source')
      .map(({ attributes }) => [
        attributes['media'] ?? 'all',
        attributes['type'] ?? 'original',
        attributes['srcset'],
      ])
    expect(sources).toEqual([
      ['(max-width: 767px)', 'image/avif', phoneCrop.avifSrcset],
      ['(max-width: 767px)', 'original', phoneCrop.srcset],
      ['all', 'image/avif', withFormats.avifSrcset],
      ['all', 'image/webp', withFormats.webpSrcset],
    ])
  })
})
