import { describe, expect, it } from 'vitest'
import { pageMeta, truncate } from './page-meta'

const layout = (siteTitle: string, productName: string, description = '') => ({
  id: 'locale___en',
  loaderData: {
    menu: [],
    globals: { footers: [], socials: [], productName },
    siteInfo: {
      plainTitle: siteTitle,
      plainDescription: description,
      fieldImage: [{ url: '/cms/assets/favicon.png', mimeType: 'image/png' }],
      shareImage: [{ url: '/cms/assets/poolside.jpg', alt: 'Loungers by a pool' }],
      screenDescriptions: [{ screen: 'stores', description: 'Find your nearest Fast store.' }],
    },
  },
})

describe('page meta', () => {
  it('cuts title and description to 200 characters', () => {
    expect(truncate('a'.repeat(250))).toHaveLength(200)
    expect(truncate('short')).toBe('short')
    const meta = pageMeta({ matches: [layout('Fast', 'Fast', 'd'.repeat(300))] }, { title: 't'.repeat(300) })
    expect(meta[0]).toEqual({ title: `${'t'.repeat(199)}…` })
    expect(meta[1]).toEqual({ name: 'description', content: `${'d'.repeat(199)}…` })
  })

  it('puts the product name after the page title, and names the home by the site title', () => {
    const site = layout('Fast — Outdoor furniture, spa and wellness', 'Fast')
    expect(pageMeta({ matches: [site] }, { title: 'Products' })[0]).toEqual({ title: 'Products | Fast' })
    expect(pageMeta({ matches: [site] })[0]).toEqual({
      title: 'Fast — Outdoor furniture, spa and wellness',
    })
    expect(pageMeta({ matches: [layout('Fast Outdoor', '')] }, { title: 'Products' })[0]).toEqual({
      title: 'Products | Fast Outdoor',
    })
    expect(pageMeta({ matches: [layout('', 'Fast')] })[0]).toEqual({ title: 'Fast' })
  })

  it('follows a description under 50 characters with the site description', () => {
    const site = layout('Fast', 'Fast', 'Aluminium outdoor furniture designed and made in Italy.')
    expect(pageMeta({ matches: [site] }, { description: 'Hotels and resorts' })).toContainEqual({
      name: 'description',
      content: 'Hotels and resorts. Aluminium outdoor furniture designed and made in Italy.',
    })
    const long = 'Aluminium loungers for hotels, resorts and private gardens alike.'
    expect(pageMeta({ matches: [site] }, { description: long })).toContainEqual({
      name: 'description',
      content: long,
    })
  })

  it('links the favicon from site info', () => {
    expect(pageMeta({ matches: [layout('Fast', 'Fast')] })).toContainEqual({
      tagName: 'link',
      rel: 'icon',
      href: '/cms/assets/favicon.png',
      type: 'image/png',
    })
  })

  it('leaves an error page to name itself', () => {
    expect(pageMeta({ matches: [layout('Fast', 'Fast')], error: new Error('x') })).toEqual([])
  })

  it('links the canonical URL, hreflang alternates and Open Graph tags from the screen data', () => {
    const matches = [
      {
        id: 'root',
        pathname: '/',
        loaderData: { locale: 'en', publicConfig: { publicUrl: 'https://fast.example/' } },
      },
      { ...layout('Fast', 'Fast'), pathname: '/en' },
      {
        id: 'product___en',
        pathname: '/en/products/onda',
        loaderData: {
          alternates: { en: '/en/products/onda', it: '/it/prodotti/onda' },
          image: { url: '/cms/assets/onda.jpg', alt: 'Onda lounger' },
        },
      },
    ]
    const meta = pageMeta({ matches }, { title: 'Onda', description: 'An aluminium lounger' })
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://fast.example/en/products/onda',
    })
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'it',
      href: 'https://fast.example/it/prodotti/onda',
    })
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: 'https://fast.example/it/prodotti/onda',
    })
    expect(meta).toContainEqual({ property: 'og:title', content: 'Onda | Fast' })
    expect(meta).toContainEqual({ property: 'og:description', content: 'An aluminium lounger' })
    expect(meta).toContainEqual({ property: 'og:locale', content: 'en_GB' })
    expect(meta).toContainEqual({ property: 'og:image', content: 'https://fast.example/cms/assets/onda.jpg' })
  })

  it('falls back to the same screen in each locale when the screen gives no alternates', () => {
    const matches = [
      { ...layout('Fast', 'Fast'), id: 'locale___it', pathname: '/it' },
      { id: 'stores___it', pathname: '/it/rivenditori' },
    ]
    const meta = pageMeta({ matches })
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: '/it/rivenditori' })
    expect(meta).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'en', href: '/en/stores' })
  })

  it('gives a screen without an entry its own description from site info, else the site description', () => {
    const at = (pathname: string) => [
      { ...layout('Fast', 'Fast', 'Outdoor furniture'), pathname: '/en' },
      { id: 'screen', pathname },
    ]
    expect(pageMeta({ matches: at('/en/stores') })).toContainEqual({
      name: 'description',
      content: 'Find your nearest Fast store. Outdoor furniture',
    })
    expect(pageMeta({ matches: at('/en/products') })).toContainEqual({
      name: 'description',
      content: 'Outdoor furniture',
    })
  })

  it('keeps the reserved area and entries marked noindex out of search engines, and nothing else', () => {
    const at = (pathname: string, loaderData: unknown = {}) => [
      { ...layout('Fast', 'Fast'), pathname: '/en' },
      { id: 'screen', pathname, loaderData },
    ]
    const noindex = { name: 'robots', content: 'noindex' }
    for (const path of [
      '/en/login',
      '/it/register',
      '/en/reset-password',
      '/it/account',
      '/en/change-password',
    ])
      expect(pageMeta({ matches: at(path) }), path).toContainEqual(noindex)
    expect(pageMeta({ matches: at('/en/l/blocks', { noindex: true }) })).toContainEqual(noindex)
    expect(pageMeta({ matches: at('/en/l/summer-2026', { noindex: false }) })).not.toContainEqual(noindex)
    expect(pageMeta({ matches: at('/en/products') })).not.toContainEqual(noindex)
  })

  it("shares the site's picture when the page has none of its own", () => {
    const matches = [
      { ...layout('Fast', 'Fast'), pathname: '/en' },
      { id: 'stores___en', pathname: '/en/stores' },
    ]
    const meta = pageMeta({ matches })
    expect(meta).toContainEqual({ property: 'og:image', content: '/cms/assets/poolside.jpg' })
    expect(meta).toContainEqual({ property: 'og:image:alt', content: 'Loungers by a pool' })
  })
})
