import { readCmsSdl } from '#adapters/cms/cms-sdl.server'
import { buildSchema, validate } from 'graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Logger } from '#schema/logger'
import type { PageTree } from '#schema/page-tree'
import { catalogueEntryTypes } from '#schema/sections'
import { startEmbeddedCms } from '#tools/testing/embedded-cms'
import type { EmbeddedCms } from '#tools/testing/embedded-cms'
import { createCmsClient } from './cms-client.server'
import type { CmsClient } from './cms-client.server'
import { entryPageQuery, getEntryPage } from './get-entry-page.server'

let server: EmbeddedCms
let cms: CmsClient
const warnings: unknown[] = []
const log: Logger = { info: () => {}, warn: (_message, fields) => warnings.push(fields), error: () => {} }

beforeAll(async () => {
  server = await startEmbeddedCms()
  cms = createCmsClient({ url: server.apiUrl, token: server.token, ttlSeconds: 60 })
}, 60_000)

afterAll(() => server.close())

describe('an entry as a page', () => {
  it('is queried, for each entry type with pages, with a document the SDL accepts', async () => {
    const schema = buildSchema(await readCmsSdl())
    for (const type of catalogueEntryTypes)
      expect(validate(schema, entryPageQuery(type)).map((error) => `${type}: ${error.message}`)).toEqual([])
  })

  it('gives a landing page its blocks nested as deep as the declarations allow', async () => {
    const page = await getEntryPage(cms, { section: 'landing', slug: 'blocks', locale: 'en' }, log)
    const depth = (nodes: PageTree): number => Math.max(0, ...nodes.map((node) => 1 + depth(node.children)))
    expect(depth(page?.tree ?? [])).toBeGreaterThanOrEqual(3)
    expect(page?.skipped).toEqual([])
  })

  it('gives the home page of each locale as a tree of hero, group and columns', async () => {
    for (const locale of ['it', 'en'] as const) {
      const page = await getEntryPage(cms, { section: 'home', locale }, log)
      const types = page?.tree.map((node) => node.type) ?? []
      expect(types).toEqual(expect.arrayContaining(['contentHero', 'contentGroup', 'contentColumns']))
    }
    expect(warnings).toEqual([])
  })

  it('gives a product by slug with its counterpart in the other language', async () => {
    const page = await getEntryPage(cms, { section: 'products', slug: 'lettino-onda', locale: 'it' }, log)
    expect(page?.entry.title).toBe('Lettino Onda')
    expect(page?.entry.fieldImage?.width).toBeGreaterThan(0)
    expect(page?.entry.localized).toContainEqual({ siteId: 2, slug: 'onda-sun-lounger' })
  })

  it('gives null for a slug that does not exist, or one of the other language', async () => {
    expect(
      await getEntryPage(cms, { section: 'products', slug: 'no-such-product', locale: 'it' }, log),
    ).toBeNull()
    expect(
      await getEntryPage(cms, { section: 'products', slug: 'onda-sun-lounger', locale: 'it' }, log),
    ).toBeNull()
  })
})
