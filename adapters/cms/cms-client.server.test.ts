import type { Server } from 'node:http'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Logger } from '#schema/logger'
import { startEmbeddedCms } from '#tools/testing/embedded-cms'
import type { EmbeddedCms } from '#tools/testing/embedded-cms'
import { buildSchema } from 'graphql'
import { answerKeysFor } from './answer-keys'
import { createCmsClient } from './cms-client.server'
import { readCmsSdl } from './cms-sdl.server'
import { EntryListDocument, GlobalsDocument, NavigationDocument } from './generated/graphql'
import { getLayoutData } from './get-layout-data.server'
import { listEntries } from './list-entries.server'
import { getCategory } from './get-category.server'

let server: EmbeddedCms
let requests = 0
let failing = false

beforeAll(async () => {
  server = await startEmbeddedCms({
    before: (_request, response, next) => {
      requests += 1
      if (failing) response.status(503).send('down')
      else next()
    },
  })
}, 60_000)

afterAll(() => server.close())

const silent: Logger = { info: () => {}, warn: () => {}, error: () => {} }

describe('the CMS adapter against the embedded CMS over HTTP', () => {
  it('loads globals, site info and the main menu of each locale', async () => {
    const cms = createCmsClient({ url: server.apiUrl, token: server.token, ttlSeconds: 60 })
    const it = await getLayoutData(cms, 'it', silent)
    const en = await getLayoutData(cms, 'en', silent)
    expect(it.globals?.productName).toBe('Fast')
    expect(it.globals?.footers).toHaveLength(4)
    expect(it.globals?.socials.map((social) => social.typeHandle).sort()).toEqual([
      'facebook',
      'instagram',
      'linkedin',
      'pinterest',
      'twitter',
      'vimeo',
      'youtube',
    ])
    expect(it.siteInfo?.plainTitle).toBeTruthy()
    // The footer comes with the layout: four columns, menus loaded, text sanitized.
    expect(it.footer.columns).toHaveLength(4)
    const menus = it.footer.columns.flat().filter((block) => block.kind === 'menu')
    expect(menus.length).toBeGreaterThan(0)
    expect(menus.every((block) => block.kind === 'menu' && block.nodes.length > 0)).toBe(true)
    expect(it.footer.socials).toHaveLength(7)
    expect(it.menu.length).toBeGreaterThan(2)
    expect(it.menu.some((node) => node.type === 'passive')).toBe(true)
    expect(en.menu.map((node) => node.title)).not.toEqual(it.menu.map((node) => node.title))
  })

  it('lists a section and a category of each locale', async () => {
    const cms = createCmsClient({ url: server.apiUrl, token: server.token, ttlSeconds: 60 })
    const products = await listEntries(cms, { section: 'products', locale: 'en' })
    expect(products.length).toBeGreaterThanOrEqual(12)
    expect(products[0]?.fieldImage?.width).toBeGreaterThan(0)
    const news = await listEntries(cms, { section: 'news', locale: 'it' })
    const dates = news.map((entry) => entry.postDate)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('gives null for a category that does not exist', async () => {
    const cms = createCmsClient({ url: server.apiUrl, token: server.token, ttlSeconds: 60 })
    expect(
      await getCategory(cms, { group: 'productCategories', slug: 'no-such-thing', locale: 'it' }),
    ).toBeNull()
  })

  it('asks the CMS once for a burst of identical queries', async () => {
    const cms = createCmsClient({ url: server.apiUrl, token: server.token, ttlSeconds: 60 })
    const before = requests
    await Promise.all(Array.from({ length: 20 }, () => cms.query(GlobalsDocument, { siteId: 2 })))
    await cms.query(GlobalsDocument, { siteId: 2 })
    expect(requests - before).toBe(1)
  })

  it('keeps serving a stale answer while the CMS is down', async () => {
    const cms = createCmsClient({ url: server.apiUrl, token: server.token, ttlSeconds: 1 })
    const fresh = await cms.query(NavigationDocument, { navHandle: 'menuPrincipale', siteId: 1 })
    failing = true
    try {
      await new Promise((resolve) => setTimeout(resolve, 1100))
      expect(await cms.query(NavigationDocument, { navHandle: 'menuPrincipale', siteId: 1 })).toEqual(fresh)
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(await cms.query(NavigationDocument, { navHandle: 'menuPrincipale', siteId: 1 })).toEqual(fresh)
    } finally {
      failing = false
    }
  })

  it('fails clearly on a wrong token, and for a query never answered while the CMS is down', async () => {
    const wrong = createCmsClient({ url: server.apiUrl, token: 'wrong', ttlSeconds: 60 })
    await expect(wrong.query(GlobalsDocument, { siteId: 1 })).rejects.toThrow(/CMS query Globals failed/)
  })
})

describe('the content version (what the HTML cache keys on)', () => {
  // A CMS whose answer the test changes: the embedded CMS has no write API.
  let cmsName = 'Fast'
  let fake: Server
  let fakeUrl = ''
  beforeAll(async () => {
    const app = express()
    app.use((_request, response) => {
      response.json({ data: { globalSets: [{ __typename: 'companyInfo_GlobalSet', productName: cmsName }] } })
    })
    fake = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
    })
    const address = fake.address()
    fakeUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`
  })
  afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())))

  const expire = () => new Promise((resolve) => setTimeout(resolve, 1100))

  it('stays the same when a refreshed answer is the same, and changes when it differs', async () => {
    // A stale answer is served while the refresh runs in the background: the test waits until the
    // CMS has answered that refresh (onQuery), however long it takes, then reads the version.
    let answered = 0
    const cms = createCmsClient({ url: fakeUrl, token: 'any', ttlSeconds: 1, onQuery: () => (answered += 1) })
    await cms.query(GlobalsDocument, { siteId: 1 })
    const first = cms.contentVersion()
    expect(first).toBeTypeOf('number')
    await expire()
    await cms.query(GlobalsDocument, { siteId: 1 })
    await expect.poll(() => answered, { timeout: 10_000 }).toBe(2)
    expect(cms.contentVersion()).toBe(first)
    cmsName = 'Fast Outdoor'
    await expire()
    await cms.query(GlobalsDocument, { siteId: 1 })
    await expect.poll(() => answered, { timeout: 10_000 }).toBe(3)
    expect(cms.contentVersion()).not.toBe(first)
    expect(await cms.query(GlobalsDocument, { siteId: 1 })).toEqual({
      globalSets: [{ __typename: 'companyInfo_GlobalSet', productName: 'Fast Outdoor' }],
    })
  })

  it('changes when the cache is cleared, and is undefined when the cache is off', () => {
    const cms = createCmsClient({ url: fakeUrl, token: 'any', ttlSeconds: 60 })
    const before = cms.contentVersion()
    cms.clear()
    expect(cms.contentVersion()).not.toBe(before)
    const uncached = createCmsClient({ url: fakeUrl, token: 'any', ttlSeconds: 60, cacheDisabled: true })
    expect(uncached.contentVersion()).toBeUndefined()
  })
})

describe('purges by surrogate key', () => {
  // A CMS whose news title the test changes, and whose answers it can hold back a while.
  let title = 'Before'
  let delayMs = 0
  let asked = 0
  let fake: Server
  let fakeUrl = ''
  beforeAll(async () => {
    const app = express()
    app.use(express.json())
    app.use((request, response) => {
      asked += 1
      // urql sends a short query as GET and a long one as POST: the text is in one or the other.
      const query = JSON.stringify([request.body, request.query])
      // What the CMS had when the request arrived, sent after the delay.
      const data = query.includes('globalSets')
        ? { globalSets: [] }
        : { entries: [{ id: '1501', title, slug: 'a', uri: 'news/a', url: '/a', sectionHandle: 'news' }] }
      setTimeout(() => response.json({ data }), delayMs)
    })
    fake = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
    })
    const address = fake.address()
    fakeUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`
  })
  afterAll(() => new Promise<void>((resolve) => fake.close(() => resolve())))

  const news = { section: ['news'], siteId: 1, limit: 10 }
  const titleOf = (data: unknown) => (data as { entries: { title: string }[] }).entries[0]?.title

  it('drops the answers that hold a purged key and keeps the others, content version unchanged', async () => {
    const seen: string[][] = []
    const cms = createCmsClient({
      url: fakeUrl,
      token: 'any',
      ttlSeconds: 60,
      answerKeys: answerKeysFor(buildSchema(await readCmsSdl())),
      onAnswerKeys: (keys) => seen.push([...keys.keys].sort()),
    })
    title = 'Before'
    await cms.query(EntryListDocument, news)
    await cms.query(GlobalsDocument, { siteId: 1 })
    expect(seen).toEqual([['entry:1501', 'section:news'], ['globals']])
    const version = cms.contentVersion()
    title = 'After'
    expect(cms.purge(new Set(['entry:1501']))).toBe(1)
    const before = asked
    expect(titleOf(await cms.query(EntryListDocument, news))).toBe('After')
    await cms.query(GlobalsDocument, { siteId: 1 })
    expect(asked - before).toBe(1)
    expect(cms.contentVersion()).toBe(version)
  })

  it('asks again for an answer whose request left before a purge of its keys', async () => {
    const cms = createCmsClient({
      url: fakeUrl,
      token: 'any',
      ttlSeconds: 60,
      answerKeys: answerKeysFor(buildSchema(await readCmsSdl())),
    })
    title = 'Old'
    delayMs = 300
    try {
      const inFlight = cms.query(EntryListDocument, news)
      await new Promise((resolve) => setTimeout(resolve, 100))
      title = 'New'
      cms.purge(new Set(['section:news']))
      expect(titleOf(await inFlight)).toBe('New')
      expect(titleOf(await cms.query(EntryListDocument, news))).toBe('New')
    } finally {
      delayMs = 0
    }
  })
})
