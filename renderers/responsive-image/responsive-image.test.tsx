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
})
