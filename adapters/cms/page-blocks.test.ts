import { readFile } from 'node:fs/promises'
import { buildSchema, parse, validate } from 'graphql'
import { describe, expect, it } from 'vitest'
import type { BlockWarning, PageNode } from '#schema/page-tree'
import { decodePageTree, pageBlocksFragments, pageBlocksSelection } from '#adapters/cms/page-blocks'

// A page as the CMS returns its Neo field queried without `level`: flat, depth first, each with its level.
const flatPage = [
  { id: '1', typeHandle: 'contentHero', level: 1, fieldBackgroundImage: [] },
  { id: '2', typeHandle: 'fieldTitle', level: 2, fieldTitle: 'Outdoor living', optionHeadingLevel: 1 },
  { id: '3', typeHandle: 'contentColumns', level: 1 },
  { id: '4', typeHandle: 'contentColumn', level: 2 },
  { id: '5', typeHandle: 'fieldTextContent', level: 3, fieldTextContent: '<p>Aluminium</p>' },
  { id: '6', typeHandle: 'contentColumn', level: 2 },
  { id: '7', typeHandle: 'fieldImage', level: 3, fieldImage: null },
  { id: '8', typeHandle: 'fieldSpacer', level: 1, fieldSpacer: 40 },
]

function decode(raw: unknown) {
  const warnings: BlockWarning[] = []
  const page = decodePageTree(raw, { entry: 'pages/chi-siamo', warn: (warning) => warnings.push(warning) })
  return { ...page, warnings }
}

const shape = (nodes: PageNode[]): unknown[] =>
  nodes.map((node) => (node.children.length ? { [node.type]: shape(node.children) } : node.type))

describe('decodePageTree', () => {
  it('nests the flat list by level into the normalized tree', () => {
    const { tree, warnings } = decode(flatPage)
    expect(warnings).toEqual([])
    expect(shape(tree)).toEqual([
      { contentHero: ['fieldTitle'] },
      { contentColumns: [{ contentColumn: ['fieldTextContent'] }, { contentColumn: ['fieldImage'] }] },
      'fieldSpacer',
    ])
    const title = tree[0]?.children[0]
    expect(title?.type === 'fieldTitle' && title.props).toMatchObject({
      fieldTitle: 'Outdoor living',
      optionHeadingLevel: 1,
    })
  })

  it('leaves out a block of unknown type with its subtree, warns with entry, path and reason, and keeps its siblings', () => {
    const raw = [
      ...flatPage.slice(0, 2),
      { id: 'x', typeHandle: 'fieldHologram', level: 1 },
      { id: 'y', typeHandle: 'fieldTitle', level: 2, fieldTitle: 'lost' },
      ...flatPage.slice(2),
    ]
    const { tree, warnings, skipped } = decode(raw)
    expect(warnings).toEqual([
      {
        entry: 'pages/chi-siamo',
        path: 'contentBlocks[2].fieldHologram',
        reason: "'fieldHologram' is an unknown block type",
      },
    ])
    expect(tree.map((node) => node.type)).toEqual(['contentHero', 'contentColumns', 'fieldSpacer'])
    expect(skipped).toEqual([
      {
        path: 'contentBlocks[2].fieldHologram',
        type: 'fieldHologram',
        reason: "'fieldHologram' is an unknown block type",
        parentId: null,
        index: 1,
      },
    ])
  })

  it('leaves out a malformed block with the decoder report as reason', () => {
    const raw = flatPage.map((block) => (block.id === '5' ? { ...block, fieldTextContent: 42 } : block))
    const { tree, warnings, skipped } = decode(raw)
    expect(warnings).toHaveLength(1)
    expect(warnings[0]?.path).toBe('contentBlocks[4].fieldTextContent')
    expect(warnings[0]?.reason).toMatch(/Invalid value 42 supplied to : FieldTextContent\/fieldTextContent/)
    expect(shape(tree)[1]).toEqual({ contentColumns: ['contentColumn', { contentColumn: ['fieldImage'] }] })
    expect(skipped[0]).toMatchObject({ parentId: '4', index: 0 })
  })

  it('leaves out a block its parent does not accept', () => {
    const raw = [
      { id: '1', typeHandle: 'contentColumns', level: 1 },
      { id: '2', typeHandle: 'fieldTitle', level: 2, fieldTitle: 'Stray' },
      { id: '3', typeHandle: 'contentColumn', level: 2 },
    ]
    const { tree, warnings } = decode(raw)
    expect(warnings).toEqual([
      {
        entry: 'pages/chi-siamo',
        path: 'contentBlocks[1].fieldTitle',
        reason: "'fieldTitle' is not allowed inside 'contentColumns'",
      },
    ])
    expect(shape(tree)).toEqual([{ contentColumns: ['contentColumn'] }])
  })

  it('names a block the site does not render yet as such, and drops disabled blocks silently', () => {
    const { tree, warnings } = decode([
      { id: '1', typeHandle: 'fieldVideo', level: 1 },
      { id: '2', typeHandle: 'fieldSpacer', level: 1, enabled: false },
    ])
    expect(warnings.map((w) => w.reason)).toEqual(["'fieldVideo' is a block this site does not render yet"])
    expect(tree).toEqual([])
  })

  it('gives an empty page for no blocks and warns when the field is not a list', () => {
    expect(decode(null).tree).toEqual([])
    const { tree, warnings } = decode({ blocks: [] })
    expect(tree).toEqual([])
    expect(warnings[0]).toMatchObject({ entry: 'pages/chi-siamo', path: 'contentBlocks' })
  })
})

describe('pageBlocksSelection', () => {
  it('with its fragments, validates against the CMS schema', async () => {
    const schema = buildSchema(await readFile(new URL('./schema.graphql', import.meta.url), 'utf8'))
    const document = parse(
      `query Page { entry { ... on pages_page_Entry { ${pageBlocksSelection} } } }\n${pageBlocksFragments}`,
    )
    expect(validate(schema, document).map((error) => error.message)).toEqual([])
  })
})
