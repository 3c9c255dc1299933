import { describe, expect, it } from 'vitest'
import { routeKindOf } from './route-kind'

describe('routeKindOf', () => {
  it.each([
    ['/it', 'page'],
    ['/en/products?category=sofas&utm_source=x', 'page'],
    ['/en/products.data', 'page-data'],
    ['/api/search?q=onda', 'api'],
    ['/cms/assets/onda.jpg', 'cms'],
    ['/assets/entry.client-a1.js', 'asset'],
    ['/healthz', 'health'],
    ['/sitemap.xml', 'seo'],
  ])('counts %s as a %s request', (url, kind) => {
    expect(routeKindOf(url)).toBe(kind)
  })
})
