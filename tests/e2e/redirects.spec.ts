import { expect, test } from '@playwright/test'

// spec 2, Redirects by path. The spec's "en/rivenditori (no leading slash)" is the path
// /en/rivenditori, sent to the Italian stores page.
const redirects = [
  ['/it/stores', '/it/rivenditori'],
  ['/it/projects', '/it/realizzazioni'],
  ['/it/products', '/it/prodotti'],
  ['/en/realizzazioni', '/en/projects'],
  ['/en/prodotti', '/en/products'],
  ['/en/rivenditori', '/it/rivenditori'],
] as const

for (const [from, to] of redirects) {
  test(`${from} moves permanently to ${to}`, async ({ request }) => {
    const response = await request.get(from, { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    const location = response.headers()['location'] ?? ''
    expect(new URL(location, response.url()).pathname).toBe(to)
  })
}
