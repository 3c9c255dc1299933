import { type DocumentNode, buildSchema } from 'graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { surrogateKeyHeader } from '#schema/surrogate-key-header'
import { startEmbeddedCms } from '#tools/testing/embedded-cms'
import type { EmbeddedCms } from '#tools/testing/embedded-cms'
import { type AnswerKeysOf, answerKeysFor } from './answer-keys'
import { readCmsSdl } from './cms-sdl.server'
import { entryPageQuery } from './get-entry-page.server'
import {
  EntryListDocument,
  GlobalsDocument,
  NavigationDocument,
  SiteInfoDocument,
  SitemapDocument,
  StoreListDocument,
} from './generated/graphql'
import { print } from 'graphql'

let cms: EmbeddedCms
let answerKeys: AnswerKeysOf

beforeAll(async () => {
  cms = await startEmbeddedCms()
  answerKeys = answerKeysFor(buildSchema(await readCmsSdl()))
}, 60_000)

afterAll(() => cms.close())

/** The embedded CMS's real answer to a document, and its keys. */
async function keysOf(document: DocumentNode, variables: Record<string, unknown>) {
  const response = await fetch(cms.apiUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${cms.token}` },
    body: JSON.stringify({ query: print(document), variables }),
  })
  const { data } = (await response.json()) as { data: unknown }
  return answerKeys(document, variables, data)
}

describe('the keys of a CMS answer', () => {
  it('name a list by its section and each entry in it by id', async () => {
    const { keys, listOf } = await keysOf(EntryListDocument, { section: ['news'], siteId: 2, limit: 100 })
    expect(keys.has('section:news')).toBe(true)
    expect(keys.has('entry:1501')).toBe(true)
    expect(listOf.get('entry:1501')).toBe('section:news')
  })

  it('name a page by its entry and what its blocks relate to, never the blocks themselves', async () => {
    const { keys } = await keysOf(entryPageQuery('landing'), {
      section: ['landing'],
      slug: ['blocks'],
      siteId: 2,
    })
    expect(keys.has('entry:21')).toBe(true)
    // The download list and the chosen news of the page of every block are entries of their own.
    expect(keys.has('entry:1601')).toBe(true)
    expect(keys.has('entry:1501')).toBe(true)
    // A page found by its slug does not depend on its section's other entries.
    expect(keys.has('section:landing')).toBe(false)
    expect([...keys].filter((key) => /^entry:21(it|en)/.test(key))).toEqual([])
  })

  it('name a page that is not there by its section, so a new entry with that slug purges its 404', async () => {
    const { keys } = await keysOf(entryPageQuery('product'), {
      section: ['products'],
      slug: ['nope'],
      siteId: 1,
    })
    expect([...keys]).toEqual(['section:products'])
  })

  it('name globals, site info and menus by what they are', async () => {
    expect([...(await keysOf(GlobalsDocument, { siteId: 1 })).keys]).toEqual(['globals'])
    expect([...(await keysOf(SiteInfoDocument, { siteId: 1 })).keys]).toEqual(['site-info'])
    expect([...(await keysOf(NavigationDocument, { navHandle: 'menuPrincipale', siteId: 1 })).keys]).toEqual([
      'navigation',
    ])
  })

  it('say a list of 480 stores as its section in a header, not 480 ids', async () => {
    const stores = await keysOf(StoreListDocument, { siteId: 1, limit: 1000 })
    expect([...stores.keys].filter((key) => key.startsWith('entry:')).length).toBeGreaterThanOrEqual(480)
    expect(surrogateKeyHeader(stores)).toBe('section:stores')
  })

  it('name the sitemap by every section and group it lists', async () => {
    const { keys } = await keysOf(SitemapDocument, {
      sections: ['products', 'news'],
      groups: ['productCategories'],
      siteId: 1,
    })
    expect(keys.has('section:products')).toBe(true)
    expect(keys.has('section:news')).toBe(true)
    expect(keys.has('group:productCategories')).toBe(true)
    expect([...keys].some((key) => key.startsWith('category:'))).toBe(true)
  })
})
