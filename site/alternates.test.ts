import { describe, expect, it } from 'vitest'
import { alternatesOf } from './alternates'

describe('language alternates of an entry', () => {
  it('maps each localized siteId and slug to that locale path', () => {
    expect(
      alternatesOf('product', { locale: 'it', slug: 'lettino-onda' }, [
        { siteId: 2, slug: 'onda-sun-lounger' },
      ]),
    ).toEqual({
      it: '/it/prodotti/lettino-onda',
      en: '/en/products/onda-sun-lounger',
    })
  })

  it('ignores sites that are not ours', () => {
    expect(alternatesOf('news', { locale: 'en', slug: 'x' }, [{ siteId: 9, slug: 'y' }])).toEqual({
      en: '/en/news/x',
    })
  })
})
