import { expect, test } from '@playwright/test'
import { sitemapPaths } from '#tests/a11y/audit-targets'
import { isNode, jsonLdOf, type JsonLdNode } from '#tools/testing/json-ld-of'

// Structured data for search engines (decision 049), read from the server's HTML as a crawler reads
// it. The builders are typed against schema.org with schema-dts (site/structured-data), so every
// property is one the type has; here each rendered type carries what its rich result needs.

const absolute = /^https?:\/\/[^/]+\//

function ofType(nodes: JsonLdNode[], type: string): JsonLdNode[] {
  return nodes.filter((node) => node['@type'] === type)
}

function text(node: JsonLdNode, name: string): string {
  const value = node[name]
  return typeof value === 'string' ? value : ''
}

function child(node: JsonLdNode, name: string): JsonLdNode {
  const value = node[name]
  return isNode(value) ? value : {}
}

/** Catalogue pages: the lists, categories and details of products, collections, designers, projects, inspiration and news. */
const cataloguePath =
  /^\/(it|en)\/(prodotti|products|collezioni|collections|designers?|realizzazioni|projects|inspiration|news|categorie|categories)(\/|$)/

test('home describes the company as an Organization with its address', async ({ request }) => {
  for (const path of ['/it', '/en']) {
    const { nodes } = await jsonLdOf(request, path)
    const [organization] = ofType(nodes, 'Organization')
    expect(organization, path).toBeDefined()
    if (!organization) continue
    expect(text(organization, '@context')).toBe('https://schema.org')
    expect(text(organization, 'name')).toBe('Fast')
    expect(text(organization, 'url')).toMatch(new RegExp(`${path}$`))
    const address = child(organization, 'address')
    expect(address['@type']).toBe('PostalAddress')
    for (const field of ['streetAddress', 'postalCode', 'addressLocality', 'addressCountry'])
      expect(text(address, field), field).not.toBe('')
  }
})

test('every catalogue page has a BreadcrumbList from home to itself', async ({ request }) => {
  // About fifty pages, each read once from the server.
  test.setTimeout(300_000)
  const paths = (await sitemapPaths(request)).filter((path) => cataloguePath.test(path))
  expect(paths.length).toBeGreaterThan(40)
  for (const path of paths) {
    const { nodes, bodies } = await jsonLdOf(request, path)
    for (const body of bodies) expect(body, `${path}: CMS text can never close the element`).not.toMatch(/</)
    const [breadcrumbs] = ofType(nodes, 'BreadcrumbList')
    expect(breadcrumbs, `${path} has no BreadcrumbList`).toBeDefined()
    const items = (breadcrumbs?.['itemListElement'] as unknown[]).filter(isNode)
    expect(items.length, path).toBeGreaterThanOrEqual(2)
    items.forEach((item, index) => {
      expect(item['@type'], path).toBe('ListItem')
      expect(item['position'], path).toBe(index + 1)
      expect(text(item, 'name'), path).not.toBe('')
      expect(text(item, 'item'), path).toMatch(absolute)
    })
    expect(new URL(text(items[0] ?? {}, 'item')).pathname, path).toMatch(/^\/(it|en)$/)
    expect(new URL(text(items.at(-1) ?? {}, 'item')).pathname, path).toBe(path)
  }
})

test('every product page is a Product with its brand, description, picture and code, and no offers', async ({
  request,
}) => {
  test.setTimeout(120_000)
  const paths = (await sitemapPaths(request)).filter((path) => /^\/(it\/prodotti|en\/products)\/./.test(path))
  expect(paths).toHaveLength(24)
  for (const path of paths) {
    const { nodes } = await jsonLdOf(request, path)
    const [product] = ofType(nodes, 'Product')
    expect(product, `${path} has no Product`).toBeDefined()
    if (!product) continue
    expect(text(product, 'name'), path).not.toBe('')
    expect(text(product, 'description'), path).not.toBe('')
    expect(text(product, 'image'), path).toMatch(absolute)
    expect(text(product, 'sku'), path).toMatch(/^FST-\d+$/)
    expect(text(product, 'material'), path).not.toBe('')
    expect(child(product, 'brand'), path).toEqual({ '@type': 'Brand', name: 'Fast' })
    expect(new URL(text(product, 'url')).pathname, path).toBe(path)
    expect(product['offers'], path).toBeUndefined()
  }
})

test('each store the locator lists is a Store or LocalBusiness with its address and coordinates', async ({
  request,
}) => {
  for (const path of ['/it/rivenditori', '/en/stores']) {
    const { nodes } = await jsonLdOf(request, path)
    const stores = nodes.filter((node) => node['@type'] === 'Store' || node['@type'] === 'LocalBusiness')
    expect(stores.length, path).toBeGreaterThan(10)
    expect(ofType(stores, 'Store').length, path).toBeGreaterThan(0)
    for (const store of stores) {
      const name = text(store, 'name')
      expect(name, path).not.toBe('')
      const address = child(store, 'address')
      expect(address['@type'], name).toBe('PostalAddress')
      for (const field of ['streetAddress', 'addressLocality', 'postalCode', 'addressCountry'])
        expect(text(address, field), `${name}: ${field}`).not.toBe('')
      const geo = child(store, 'geo')
      expect(geo['@type'], name).toBe('GeoCoordinates')
      expect(Math.abs(Number(geo['latitude'])), name).toBeLessThanOrEqual(90)
      expect(Math.abs(Number(geo['longitude'])), name).toBeLessThanOrEqual(180)
      expect(typeof geo['latitude'], name).toBe('number')
    }
  }
})

test('every news item is a NewsArticle with its headline, picture, dates and publisher', async ({
  request,
}) => {
  const paths = (await sitemapPaths(request)).filter((path) => /^\/(it|en)\/news\/./.test(path))
  expect(paths.length).toBeGreaterThan(1)
  for (const path of paths) {
    const { nodes } = await jsonLdOf(request, path)
    const [article] = ofType(nodes, 'NewsArticle')
    expect(article, `${path} has no NewsArticle`).toBeDefined()
    if (!article) continue
    expect(text(article, 'headline'), path).not.toBe('')
    expect(text(article, 'headline').length, path).toBeLessThanOrEqual(110)
    expect(Number.isNaN(Date.parse(text(article, 'datePublished'))), path).toBe(false)
    expect(Number.isNaN(Date.parse(text(article, 'dateModified'))), path).toBe(false)
    expect((article['image'] as unknown[])[0], path).toMatch(absolute)
    expect(child(article, 'publisher')['name'], path).toBe('Fast')
  }
})
