import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import express from 'express'
import { isLeft } from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { imageSelectionOf } from '#schema/image-widths'
import { describeErrors } from './describe-errors'
import { createLocalCms, type LocalCms } from './local-cms.server'

const token = 'test-token'
let varDir: string
let server: Server
let base: string
let cms: LocalCms

beforeAll(async () => {
  varDir = await mkdtemp(path.join(tmpdir(), 'local-cms-'))
  cms = await createLocalCms({ varDir, token })
  const app = express()
  app.use('/cms', cms.router)
  await new Promise<void>((resolve) => {
    server = app.listen(0, '127.0.0.1', () => resolve())
  })
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('no port')
  base = `http://127.0.0.1:${address.port}/cms`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  await rm(varDir, { recursive: true, force: true })
})

/** GETs a query the way @urql/core does, and returns its `data` (failing on GraphQL errors). */
async function query(document: string, variables: Record<string, unknown> = {}): Promise<unknown> {
  const params = new URLSearchParams({ query: document, variables: JSON.stringify(variables) })
  const response = await fetch(`${base}/api?${params}`, { headers: { authorization: `Bearer ${token}` } })
  const body: unknown = await response.json()
  expect(response.status).toBe(200)
  expect(body).not.toHaveProperty('errors')
  return decoded(t.type({ data: t.unknown }), body).data
}

/** The test's view of an answer, decoded rather than cast. */
function decoded<A>(codec: t.Decoder<unknown, A>, value: unknown): A {
  const result = codec.decode(value)
  if (isLeft(result)) throw new Error(describeErrors(result.left).join('\n'))
  return result.right
}

const Nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null])

describe('the embedded CMS', () => {
  it('refuses GraphQL requests without the token with a 401 JSON error', async () => {
    for (const authorization of [undefined, 'Bearer wrong']) {
      const response = await fetch(`${base}/api?query={ping}`, {
        headers: authorization === undefined ? {} : { authorization },
      })
      expect(response.status).toBe(401)
      expect(response.headers.get('content-type')).toMatch(/json/)
      const body: unknown = await response.json()
      expect(JSON.stringify(body)).toMatch(/^\{"errors":\[\{"message":"Unauthorized: .*Bearer/)
    }
  })

  it('answers POST requests as well as GET', async () => {
    const response = await fetch(`${base}/api`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ ping }' }),
    })
    expect(await response.json()).toEqual({ data: { ping: 'pong' } })
  })

  it('finds entries by section, slug and site, with the site URL', async () => {
    const data = await query(
      `query ($slug: String) {
      it: entry(section: "products", slug: ["lettino-onda"]) { id title url siteId ... on product_Entry { BC_id } }
      en: entry(section: "products", slug: [$slug], siteId: 2) { id title uri url siteId }
      wrongSite: entry(section: "products", slug: ["lettino-onda"], siteId: 2) { id }
      home: entry(section: "home", siteId: 2) { uri url }
      products: entryCount(section: "products")
    }`,
      { slug: 'onda-sun-lounger' },
    )
    expect(data).toEqual({
      it: {
        id: '1001',
        title: 'Lettino Onda',
        url: '/it/prodotti/lettino-onda',
        siteId: 1,
        BC_id: 'FST-1001',
      },
      en: {
        id: '1001',
        title: 'Onda sun lounger',
        uri: 'products/onda-sun-lounger',
        url: '/en/products/onda-sun-lounger',
        siteId: 2,
      },
      wrongSite: null,
      home: { uri: '__home__', url: '/en' },
      products: 12,
    })
  })

  it("gives the other site's variant in localized, for the language switch", async () => {
    const data = await query(
      `{ entry(section: "pages", slug: ["chi-siamo"]) { localized { id siteId slug uri url } } }`,
    )
    expect(data).toEqual({
      entry: { localized: [{ id: '10', siteId: 2, slug: 'about-us', uri: 'about-us', url: '/en/about-us' }] },
    })
  })

  it('finds a product by a word from its text, best match first', async () => {
    const data = await query(`{
      it: entries(search: "CROMOTERAPIA", section: "products") { slug }
      en: entries(search: "chromotherapy", section: "products", siteId: 2) { slug }
      onda: entries(search: "onda", section: "products", limit: 1) { slug }
    }`)
    expect(data).toEqual({
      it: [{ slug: 'minipiscina-aurora' }],
      en: [{ slug: 'aurora-hot-tub' }],
      onda: [{ slug: 'lettino-onda' }],
    })
  })

  it('finds related entries in either direction', async () => {
    const data = await query(`{
      inCategory: entries(section: "products", relatedTo: ["302"]) { id }
      pointingToHotTub: entries(relatedTo: ["1010"]) { id }
      newest: entries(section: "news", orderBy: "postDate DESC", limit: 2) { id postDate }
    }`)
    expect(data).toMatchObject({
      inCategory: [{ id: '1010' }, { id: '1011' }, { id: '1012' }],
      newest: [{ id: '1508' }, { id: '1507' }],
    })
    // The hot tub points to its collection, designer and finish: found from either side.
    const pointing = JSON.stringify(data)
    for (const id of ['1104', '1203', '1704']) expect(pointing).toContain(`{"id":"${id}"}`)
  })

  it('lists navigation nodes with their children and a passive node', async () => {
    const data = await query(`{ navigationNodes(navHandle: "menuPrincipale", level: 1, siteId: [2]) {
      title type url level navHandle children { title type url level }
    } }`)
    const Node = t.type({
      title: t.string,
      type: t.string,
      url: Nullable(t.string),
      children: t.array(t.unknown),
    })
    const nodes = decoded(t.type({ navigationNodes: t.array(Node) }), data).navigationNodes
    expect(nodes.length).toBeGreaterThanOrEqual(4)
    expect(nodes.find((node) => node.title === 'Products')?.children).toContainEqual({
      title: 'Sun loungers',
      type: 'category',
      url: '/en/categories/products/sun-loungers',
      level: 2,
    })
    const passive = nodes.filter((node) => node.type === 'passive')
    expect(passive).toHaveLength(1)
    expect(passive[0]).toMatchObject({ url: null, title: 'Discover' })
    expect(passive[0]?.children.length).toBeGreaterThan(0)
  })

  it('nests blocks as Craft 5 Matrix entries: each container holds its own in its Matrix field', async () => {
    const data = await query(`{ entry(section: "home") { ... on home_Entry {
      contentBlocks {
        __typename
        ... on EntryInterface { typeHandle sectionHandle }
        ... on contentHero_Entry { contentHeroBlocks { __typename } }
        ... on contentColumns_Entry { contentColumnsBlocks { ... on contentColumn_Entry { typeHandle } } }
      }
    } } }`)
    const Nested = t.type({ __typename: t.string, typeHandle: t.string, sectionHandle: t.null })
    const Answer = t.type({
      entry: t.type({
        contentBlocks: t.array(
          t.intersection([
            Nested,
            t.partial({
              contentHeroBlocks: t.array(t.type({ __typename: t.string })),
              contentColumnsBlocks: t.array(t.type({ typeHandle: t.string })),
            }),
          ]),
        ),
      }),
    })
    const blocks = decoded(Answer, data).entry.contentBlocks
    expect(blocks[0]).toMatchObject({ __typename: 'contentHero_Entry', typeHandle: 'contentHero' })
    expect(blocks[0]?.contentHeroBlocks?.slice(0, 3)).toEqual([
      { __typename: 'fieldTitle_Entry' },
      { __typename: 'fieldTextContent_Entry' },
      { __typename: 'fieldButtons_Entry' },
    ])
    const columns = blocks.find((block) => block.typeHandle === 'contentColumns')
    expect(columns?.contentColumnsBlocks?.length).toBeGreaterThan(0)
    expect(columns?.contentColumnsBlocks?.every((child) => child.typeHandle === 'contentColumn')).toBe(true)
  })

  it('reads globals per site: footers, socials and site info', async () => {
    const data = await query(`{
      footer: globalSet(handle: ["footer2"], siteId: 2) { ... on footer2_GlobalSet { footerContent { ... on menu_Entry { typeHandle fieldNavigationMenu { navHandle } } } } }
      socials: globalSet(handle: ["socials"]) { ... on socials_GlobalSet { socials { ... on EntryInterface { typeHandle } } } }
      info: globalSet(handle: ["infoProduct"]) { name }
    }`)
    expect(data).toMatchObject({
      footer: { footerContent: [{ typeHandle: 'menu', fieldNavigationMenu: [{ navHandle: 'footerMenu' }] }] },
      info: { name: 'Fast' },
    })
    const kinds = decoded(
      t.type({ socials: t.type({ socials: t.array(t.type({ typeHandle: t.string })) }) }),
      data,
    ).socials.socials.map((social) => social.typeHandle)
    expect(kinds.sort()).toEqual([
      'facebook',
      'instagram',
      'linkedin',
      'pinterest',
      'twitter',
      'vimeo',
      'youtube',
    ])
  })

  it("puts @transform and srcset sizes into asset URLs and reports the original's true size", async () => {
    const data = await query(`{ entry(section: "products", slug: ["lettino-onda"]) { ... on product_Entry {
      fieldImage { url @transform(width: 800) original: url width height srcset(sizes: ["480", "960"]) }
    } } }`)
    expect(data).toEqual({
      entry: {
        fieldImage: [
          {
            url: '/cms/assets/prodotto-1001.jpg?width=800',
            original: '/cms/assets/prodotto-1001.jpg',
            width: 1600,
            height: 1200,
            srcset:
              '/cms/assets/prodotto-1001.jpg?width=480 480w, /cms/assets/prodotto-1001.jpg?width=960 960w',
          },
        ],
      },
    })
  })

  it('writes a srcset per format from the transform put on it (imageSelectionOf)', async () => {
    const data = await query(`{ entry(section: "products", slug: ["lettino-onda"]) { ... on product_Entry {
      fieldImage { ${imageSelectionOf(960, [480, 960])} }
    } } }`)
    expect(data).toMatchObject({
      entry: {
        fieldImage: [
          {
            srcset:
              '/cms/assets/prodotto-1001.jpg?width=480 480w, /cms/assets/prodotto-1001.jpg?width=960 960w',
            avifSrcset:
              '/cms/assets/prodotto-1001.jpg?width=480&format=avif&quality=60 480w, ' +
              '/cms/assets/prodotto-1001.jpg?width=960&format=avif&quality=60 960w',
            webpSrcset:
              '/cms/assets/prodotto-1001.jpg?width=480&format=webp&quality=80 480w, ' +
              '/cms/assets/prodotto-1001.jpg?width=960&format=webp&quality=80 960w',
          },
        ],
      },
    })
  })

  it('serves an asset resized to the width asked, cached on disk, never upscaled', async () => {
    const response = await fetch(`${base}/assets/prodotto-1001.jpg?width=480`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toMatch(/max-age=31536000/)
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect([metadata.width, metadata.height]).toEqual([480, 360])
    expect((await readdir(path.join(varDir, 'cms', 'cache'))).length).toBeGreaterThan(0)
    const huge = await fetch(`${base}/assets/prodotto-1001.jpg?width=3000`)
    expect((await sharp(Buffer.from(await huge.arrayBuffer())).metadata()).width).toBe(1600)
    expect((await fetch(`${base}/assets/prodotto-1001.jpg?width=abc`)).status).toBe(400)
    // Odd widths go up to the next step of the ladder (schema/image-widths.ts): a handful of cached
    // sizes per image, not thousands.
    const odd = await fetch(`${base}/assets/prodotto-1001.jpg?width=401`)
    expect((await sharp(Buffer.from(await odd.arrayBuffer())).metadata()).width).toBe(480)
  })

  it('answers 404 for unknown files and paths that try to leave the media folder', async () => {
    for (const file of ['nope.jpg', '..%2Fmanifest.json', '%2e%2e/%2e%2e/package.json', 'cache/x.jpg']) {
      expect((await fetch(`${base}/assets/${file}`)).status).toBe(404)
    }
  })

  it('keeps restricted download files private: no url, 404 under /cms/assets, given to the gate', async () => {
    const data = await query(`{ entries(section: "downloads") { ... on download_Entry {
      optionLoginRestricted optionSwitch fieldDownload { id url filename }
    } } }`)
    const Download = t.type({
      optionLoginRestricted: t.boolean,
      optionSwitch: t.boolean,
      fieldDownload: Nullable(t.array(t.type({ id: t.string, url: Nullable(t.string), filename: t.string }))),
    })
    const downloads = decoded(t.type({ entries: t.array(Download) }), data).entries
    expect(downloads).toHaveLength(8)
    const restrictedFiles = downloads.filter((entry) => entry.optionLoginRestricted && !entry.optionSwitch)
    expect(restrictedFiles.length).toBeGreaterThan(0)
    for (const entry of restrictedFiles) {
      const [file] = entry.fieldDownload ?? []
      if (file === undefined) throw new Error('a restricted file download has no file')
      expect(file.url).toBeNull()
      expect((await fetch(`${base}/assets/${file.filename}`)).status).toBe(404)
      const gate = cms.privateFile(file.id)
      expect(gate).toMatchObject({ filename: file.filename, mimeType: 'application/pdf' })
      expect((await readFile(gate?.path ?? '')).subarray(0, 5).toString()).toBe('%PDF-')
    }
    const publicFile = downloads.find((entry) => !entry.optionLoginRestricted && !entry.optionSwitch)
      ?.fieldDownload?.[0]
    expect(publicFile?.url).toMatch(/^\/cms\/assets\/.+\.pdf$/)
    expect(cms.privateFile(publicFile?.id ?? '')).toBeUndefined()
  })

  it("finds one asset by id as Craft's asset(id:) does, with no url for a private file", async () => {
    expect(await query(`{ asset(id: ["110"]) { id url } }`)).toEqual({
      asset: { id: '110', url: '/cms/assets/prodotto-1001.jpg' },
    })
    expect(await query(`{ asset(id: ["no-such-asset"]) { id } }`)).toEqual({ asset: null })
    const data = await query(`{ entries(section: "downloads") { ... on download_Entry {
      optionLoginRestricted optionSwitch fieldDownload { id }
    } } }`)
    const Download = t.type({
      optionLoginRestricted: t.boolean,
      optionSwitch: t.boolean,
      fieldDownload: Nullable(t.array(t.type({ id: t.string }))),
    })
    const restricted = decoded(t.type({ entries: t.array(Download) }), data).entries.find(
      (entry) => entry.optionLoginRestricted && !entry.optionSwitch,
    )?.fieldDownload?.[0]
    expect(
      await query(`query ($id: [QueryArgument]) { asset(id: $id) { url } }`, { id: [restricted?.id] }),
    ).toEqual({
      asset: { url: null },
    })
  })

  it('has a content version that is a hash of the seed', () => {
    expect(cms.contentVersion).toMatch(/^[0-9a-f]{16}$/)
  })
})

describe('start-up with bad content', () => {
  it('fails naming the file, the path inside it and the reason', async () => {
    const seedDir = await mkdtemp(path.join(tmpdir(), 'local-cms-seed-'))
    try {
      await cp(path.join(import.meta.dirname, 'seed'), seedDir, { recursive: true })
      const file = path.join(seedDir, 'entries', 'products.json')
      const text = await readFile(file, 'utf8')
      await writeFile(file, text.replace('"slug": "lettino-riva"', '"slug": 42'))
      await expect(createLocalCms({ seedDir, varDir: seedDir, token })).rejects.toThrow(
        /entries\/products\.json[\s\S]*entries\.2\.sites\.it\.slug: expected string, got 42/,
      )
    } finally {
      await rm(seedDir, { recursive: true, force: true })
    }
  })

  it('checks the seed again when it changed after a start that passed', async () => {
    const seedDir = await mkdtemp(path.join(tmpdir(), 'local-cms-seed-'))
    const varDir = await mkdtemp(path.join(tmpdir(), 'local-cms-var-'))
    try {
      await cp(path.join(import.meta.dirname, 'seed'), seedDir, { recursive: true })
      await createLocalCms({ seedDir, varDir, token })
      const file = path.join(seedDir, 'entries', 'collections.json')
      await writeFile(file, (await readFile(file, 'utf8')).replace('"1201"', '"9999"'))
      await expect(createLocalCms({ seedDir, varDir, token })).rejects.toThrow(/no entry with id "9999"/)
    } finally {
      await rm(seedDir, { recursive: true, force: true })
      await rm(varDir, { recursive: true, force: true })
    }
  })

  it('fails naming a reference to an entry that does not exist', async () => {
    const seedDir = await mkdtemp(path.join(tmpdir(), 'local-cms-seed-'))
    try {
      await cp(path.join(import.meta.dirname, 'seed'), seedDir, { recursive: true })
      const file = path.join(seedDir, 'entries', 'collections.json')
      await writeFile(file, (await readFile(file, 'utf8')).replace('"1201"', '"9999"'))
      await expect(createLocalCms({ seedDir, varDir: seedDir, token })).rejects.toThrow(
        /entries\/collections\.json: entries\.0\.fields\.designers\.\$entries\.0: no entry with id "9999"/,
      )
    } finally {
      await rm(seedDir, { recursive: true, force: true })
    }
  })
})
