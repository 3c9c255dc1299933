import path from 'node:path'
import { buildSchema, type GraphQLSchema } from 'graphql'
import { beforeAll, describe, expect, it } from 'vitest'
import { readCmsSdl } from '#adapters/cms/cms-sdl.server'
import type { SeedEntry } from './content-codecs'
import { loadSeed, type Seed } from './load-seed.server'
import { validateSeed } from './validate-seed.server'

let schema: GraphQLSchema
let seed: Seed

beforeAll(async () => {
  schema = buildSchema(await readCmsSdl())
  seed = await loadSeed(path.join(import.meta.dirname, 'seed'))
})

/** A copy of the shipped seed, changed by `change`, so each test breaks one rule. */
function changedSeed(change: (copy: Seed) => void): Seed {
  const copy = structuredClone(seed)
  change(copy)
  return copy
}

function entryOf(copy: Seed, section: string, id: string): SeedEntry {
  const entry = copy.entries
    .find((file) => file.content.section === section)
    ?.content.entries.find((candidate) => candidate.id === id)
  if (!entry) throw new Error(`no ${section} entry ${id} in the seed`)
  return entry
}

describe('the seed check', () => {
  it('accepts the shipped seed', () => {
    expect(() => validateSeed(seed, schema)).not.toThrow()
  })

  it('refuses a placeholder alt text such as "Product 1001"', () => {
    const broken = changedSeed((copy) => {
      const asset = copy.assets.content.assets.find((candidate) => candidate.id === '110')
      if (asset?.alt) asset.alt.en = 'Product 1001'
    })
    expect(() => validateSeed(broken, schema)).toThrow(
      /assets\.\d+\.alt\.en: "Product 1001" is a placeholder/,
    )
  })

  it('refuses a picture without an alt text in one language', () => {
    const broken = changedSeed((copy) => {
      const asset = copy.assets.content.assets.find((candidate) => candidate.id === '160')
      if (asset?.alt) asset.alt.it = ' '
    })
    expect(() => validateSeed(broken, schema)).toThrow(/alt\.it: every picture needs an alt text/)
  })

  it('refuses a detail page whose blocks repeat its intro or its hero image', () => {
    const broken = changedSeed((copy) => {
      const product = entryOf(copy, 'products', '1001')
      const site = product.sites.it
      if (!site) throw new Error('the product has no Italian site')
      site.blocks = [
        { typeHandle: 'fieldImage', fields: { fieldImage: { $assets: ['110'] } } },
        {
          typeHandle: 'fieldTextContent',
          fields: { fieldTextContent: site.fields?.['fieldTextContent'] ?? '' },
        },
        ...(site.blocks ?? []),
      ]
    })
    const message = (() => {
      try {
        validateSeed(broken, schema)
        return ''
      } catch (error) {
        return error instanceof Error ? error.message : String(error)
      }
    })()
    expect(message).toMatch(/products\.json: entries\.0\.sites\.it\.blocks\.0: repeats the hero image/)
    expect(message).toMatch(/products\.json: entries\.0\.sites\.it\.blocks\.1: repeats the intro/)
  })

  it('refuses a link to a page or file that does not exist, in a block, a rich text or a menu', () => {
    const broken = changedSeed((copy) => {
      const product = entryOf(copy, 'products', '1002')
      product.sites.en?.blocks?.push({
        typeHandle: 'fieldTextContent',
        fields: { fieldTextContent: '<p>See <a href="/en/products/no-such-lounger">this</a>.</p>' },
      })
      const footer = copy.navigation.content.navigations.find((nav) => nav.handle === 'footerMenu')
      footer?.nodes.push({
        id: '799',
        type: 'custom',
        title: { it: 'Privacy', en: 'Privacy' },
        url: { it: '/it/privacy-policy', en: '/en/privacy' },
      })
    })
    expect(() => validateSeed(broken, schema)).toThrow(
      /the link \/en\/products\/no-such-lounger leads to no page/,
    )
    expect(() => validateSeed(broken, schema)).toThrow(
      /url\.it: the link \/it\/privacy-policy leads to no page/,
    )
  })

  it('refuses a link to the download gate for a public file, which the gate answers 404', () => {
    const gated = changedSeed((copy) => {
      entryOf(copy, 'news', '1507').sites.en?.blocks?.push({
        typeHandle: 'fieldTextContent',
        fields: { fieldTextContent: '<p><a href="/api/downloads/180">Download the catalogue</a></p>' },
      })
    })
    expect(() => validateSeed(gated, schema)).toThrow(/the link \/api\/downloads\/180 leads to no page/)
  })

  it('accepts links to real pages, with a query or a fragment, files and external sites', () => {
    const fine = changedSeed((copy) => {
      entryOf(copy, 'products', '1003').sites.it?.blocks?.push({
        typeHandle: 'fieldTextContent',
        fields: {
          fieldTextContent:
            '<p><a href="/it/rivenditori?q=Milano">Rivenditori</a> <a href="/it/privacy#cookie">Cookie</a> <a href="https://example.com/x">x</a> <a href="mailto:info@fast.example">mail</a></p>',
        },
      })
    })
    expect(() => validateSeed(fine, schema)).not.toThrow()
  })
  it('refuses a product without its dimensions or finishes, naming the product and the fact', () => {
    const broken = changedSeed((copy) => {
      const product = entryOf(copy, 'products', '1011')
      delete product.sites.en?.fields?.['productDimensions']
      if (product.fields) product.fields['finiture'] = { $entries: [] }
    })
    expect(() => validateSeed(broken, schema)).toThrow(
      /entries\.10 \(Aurora sauna\): sites\.en\.fields\.productDimensions: the product states no dimensions/,
    )
    expect(() => validateSeed(broken, schema)).toThrow(
      /entries\.10 \(Sauna Aurora\): fields\.finiture: the product lists no finishes/,
    )
  })

  it('refuses a product with fewer than three bullets, or a bullet another product already says', () => {
    const broken = changedSeed((copy) => {
      const sauna = entryOf(copy, 'products', '1011').sites.en?.blocks?.[0]
      if (sauna?.fields)
        sauna.fields['fieldTextContent'] =
          '<ul><li>Powder-coated aluminium</li><li>Stainless steel fittings</li></ul>'
      const shower = entryOf(copy, 'products', '1012').sites.it?.blocks?.[0]
      if (shower?.fields)
        shower.fields['fieldTextContent'] =
          '<ul><li>Miscelatore per regolare la temperatura</li><li>Lavapiedi con rubinetto separato</li><li>Porta in vetro temperato da 8 mm</li></ul>'
    })
    expect(() => validateSeed(broken, schema)).toThrow(
      /\(Aurora sauna\): sites\.en\.blocks: the product has 2 bullets; it needs at least 3/,
    )
    expect(() => validateSeed(broken, schema)).toThrow(
      /\(Doccia solare Aurora\): sites\.it\.blocks: the bullet "porta in vetro temperato da 8 mm" repeats one of Sauna Aurora/,
    )
  })
})
