import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { flattenMatrixBlocks } from '#adapters/cms/matrix-blocks'
import { decodePageTree } from '#adapters/cms/page-blocks'
import { EntriesFile, type Block } from '#adapters/local-cms/content-codecs'
import { matrixFieldOf } from '#schema/blocks/craft-names'
import type { PageTree } from '#schema/page-tree'
import { blockDeclarations } from '#schema/generated/block-declarations'
import { decodeOrThrow } from '#schema/decode'
import {
  blockFiles,
  defaultParents,
  kebabCase,
  placeSeedInstance,
  seedInstance,
} from '#tools/new-block/block-files'

/** The every-block page of the seed (slug `blocks`), in each locale: where new:block adds an instance. */
function everyBlockPage(): { locale: string; blocks: Block[] }[] {
  const file = 'adapters/local-cms/seed/entries/landing.json'
  const landing = decodeOrThrow(EntriesFile, JSON.parse(readFileSync(file, 'utf8')), file)
  const page = landing.entries.find((entry) => entry.sites.en?.slug === 'blocks')
  return Object.entries(page?.sites ?? {}).map(([locale, site]) => ({ locale, blocks: site.blocks ?? [] }))
}

/**
 * The seed's blocks as Craft 5 answers them (nested entries in Matrix fields), without their
 * fields: every declared block decodes an empty one to its defaults, so only the place of each
 * block decides whether the decoder keeps it.
 */
function asCraftAnswer(blocks: readonly Block[], path = 'b'): unknown[] {
  return blocks.map((block, index) => ({
    id: `${path}${index}`,
    typeHandle: block.typeHandle,
    enabled: block.enabled ?? true,
    [matrixFieldOf(block.typeHandle)]: asCraftAnswer(block.children ?? [], `${path}${index}.`),
  }))
}

function typeOfNode(tree: PageTree, id: string): string | undefined {
  for (const node of tree) {
    if (node.id === id) return node.type
    const inner = typeOfNode(node.children, id)
    if (inner) return inner
  }
  return undefined
}

/** Every place a block may be declared for: the page and each block that holds others. */
const parentOptions = [
  ...new Set(Object.values(blockDeclarations).flatMap((declaration) => declaration.parents)),
]

describe('new:block files', () => {
  it('names files in kebab-case after the block, as the existing ones are', () => {
    expect(kebabCase('fieldQuote')).toBe('field-quote')
    expect(kebabCase('fieldFormID')).toBe('field-form-id')
    expect(blockFiles('fieldQuote').map((file) => file.path)).toEqual([
      'schema/blocks/field-quote.ts',
      'renderers/field-quote/field-quote.tsx',
      'renderers/field-quote/field-quote.css.ts',
      'renderers/field-quote/field-quote.fixtures.ts',
      'renderers/field-quote/field-quote.test.tsx',
    ])
  })

  it('declares the block with its parents and types its renderer with its name', () => {
    const [declaration, renderer] = blockFiles('fieldQuote', ['page', 'contentGroup'])
    expect(declaration?.text).toContain("name: 'fieldQuote'")
    expect(declaration?.text).toContain("parents: ['page', 'contentGroup']")
    expect(declaration?.text).toContain('export const fieldQuoteSelection = `fieldTitle`')
    expect(renderer?.text).toContain("export const FieldQuote: BlockRenderer<'fieldQuote'>")
    expect(renderer?.text).toContain('data-block="fieldQuote"')
  })

  it('refuses a name that is not a camelCase typeHandle, and a block with no place', () => {
    expect(() => blockFiles('field-quote')).toThrow(/camelCase/)
    expect(() => blockFiles('FieldQuote')).toThrow(/camelCase/)
    expect(() => blockFiles('fieldQuote', [])).toThrow(/parent/)
  })

  it('gives the seed an instance in each locale', () => {
    expect(seedInstance('fieldQuote', 'it')).toEqual({
      typeHandle: 'fieldQuote',
      fields: { fieldTitle: 'Un esempio di fieldQuote' },
    })
    expect(seedInstance('fieldQuote', 'en').fields.fieldTitle).toBe('An example of fieldQuote')
  })

  // The new block is not declared yet, so the decoder leaves it out as an unknown type and names
  // the block it sat in (null: the top), which must be one the decoder kept, of a kind `parents`
  // names. Inside a block the decoder drops, it would not be reported at all.
  for (const parents of [
    ...parentOptions.map((parent) => [parent]),
    [...defaultParents],
    ['contentColumn', 'fieldStoryline'],
  ]) {
    it(`places the seed instance of a block for ${parents.join(', ')} where the page decoder keeps it`, () => {
      for (const { locale, blocks } of everyBlockPage()) {
        const place = placeSeedInstance(blocks, seedInstance('fieldQuote', locale), parents)
        const { tree, skipped } = decodePageTree(flattenMatrixBlocks(asCraftAnswer(blocks)), {
          entry: 'landing/blocks',
          warn: () => {},
        })
        expect(skipped).toEqual([
          expect.objectContaining({ type: 'fieldQuote', reason: "'fieldQuote' is an unknown block type" }),
        ])
        const parentId = skipped[0]?.parentId ?? null
        const parent = parentId === null ? 'page' : typeOfNode(tree, parentId)
        expect(parents).toContain(parent)
        expect(place).toBe(parent)
      }
    })
  }

  it('refuses parents the every-block page has no block of, naming them', () => {
    const [{ blocks } = { blocks: [] }] = everyBlockPage()
    expect(() => placeSeedInstance(blocks, seedInstance('fieldQuote', 'en'), ['fieldQuoteBox'])).toThrow(
      /no fieldQuoteBox to hold fieldQuote/,
    )
  })
})
