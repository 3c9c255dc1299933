import { buildSchema, parse, validate } from 'graphql'
import { describe, expect, it } from 'vitest'
import type { BlockWarning, PageNode } from '#schema/page-tree'
import { decodePageTree, fillSectionLists } from '#adapters/cms/page-blocks'
import { pageBlocksFragments, pageBlocksSelection } from '#adapters/cms/block-fragments'
import { readCmsSdl } from '#adapters/cms/cms-sdl.server'

// A page as flattenMatrixBlocks lays out the nested Matrix entries: depth first, each with its level.
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

  it('names an unknown block type as such, and drops disabled blocks silently', () => {
    const { tree, warnings } = decode([
      { id: '1', typeHandle: 'fieldTeaser', level: 1 },
      { id: '2', typeHandle: 'fieldSpacer', level: 1, enabled: false },
    ])
    expect(warnings.map((w) => w.reason)).toEqual(["'fieldTeaser' is an unknown block type"])
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
    const schema = buildSchema(await readCmsSdl())
    const document = parse(
      `query Page { entry { ... on page_Entry { ${pageBlocksSelection} } } }\n${pageBlocksFragments}`,
    )
    expect(validate(schema, document).map((error) => error.message)).toEqual([])
  })
})

const restrictedFile = {
  id: '1602',
  title: 'Price list 2026',
  optionSwitch: false,
  optionLoginRestricted: true,
  fieldDownload: [
    {
      id: '181',
      url: 'https://cdn.example.com/private/price-list-2026.pdf',
      filename: 'price-list-2026.pdf',
    },
  ],
}
const openFile = {
  id: '1601',
  title: 'Catalogue',
  optionSwitch: false,
  optionLoginRestricted: false,
  fieldDownload: [{ id: '180', url: 'https://cdn.example.com/catalogue.pdf', filename: 'catalogue.pdf' }],
}

describe('restricted content', () => {
  it('leaves no restricted download or registered button URL in the tree of an anonymous visitor', () => {
    const { tree } = decode([
      { id: '1', typeHandle: 'fieldDownloadList', level: 1, entries: [restrictedFile, openFile] },
      {
        id: '2',
        typeHandle: 'fieldButtons',
        level: 1,
        buttons: [
          {
            fieldButton: { url: 'https://cdn.example.com/private/3d.zip', text: '3D' },
            fieldButtonPermissions: 'registered',
          },
        ],
      },
    ])
    const json = JSON.stringify(tree)
    expect(json).not.toContain('/private/')
    expect(json).toContain('https://cdn.example.com/catalogue.pdf')
  })

  it('gives a registered visitor restricted files through the download gate, never the storage URL', () => {
    const page = decodePageTree(
      [{ id: '1', typeHandle: 'listDownload', level: 1, entries: [restrictedFile] }],
      {
        entry: 'x',
        warn: () => {},
        access: 'registered',
      },
    )
    const json = JSON.stringify(page.tree)
    expect(json).toContain('/api/downloads/181')
    expect(json).not.toContain('/private/')
  })
})

describe('fillSectionLists', () => {
  it('fills every all* block with its section, one query per section, and redacts what it adds', async () => {
    const { tree } = decode([
      { id: '1', typeHandle: 'allDownload', level: 1 },
      { id: '2', typeHandle: 'allNews', level: 1 },
      { id: '3', typeHandle: 'allNews', level: 1, optionIsSlider: true },
    ])
    const asked: string[] = []
    const filled = await fillSectionLists(
      tree,
      (section) => {
        asked.push(section)
        return Promise.resolve(
          section === 'downloads'
            ? [restrictedFile, openFile]
            : [{ id: '9', title: 'Salone 2026', slug: 'salone-2026', sectionHandle: 'news' }],
        )
      },
      () => {},
      'pages/x',
    )
    expect(asked.sort()).toEqual(['downloads', 'news'])
    const [downloads, news] = filled
    expect(downloads?.type === 'allDownload' && downloads.props.entries.map((e) => e.url)).toEqual([
      '',
      'https://cdn.example.com/catalogue.pdf',
    ])
    expect(news?.type === 'allNews' && news.props.entries.map((e) => e.slug)).toEqual(['salone-2026'])
  })

  it('leaves a list empty with a warning when its section cannot be loaded', async () => {
    const { tree } = decode([{ id: '1', typeHandle: 'allProducts', level: 1 }])
    const warnings: BlockWarning[] = []
    const filled = await fillSectionLists(
      tree,
      () => Promise.reject(new Error('CMS down')),
      (w) => warnings.push(w),
      'home',
    )
    expect(filled[0]?.type === 'allProducts' && filled[0].props.entries).toEqual([])
    expect(warnings[0]?.reason).toBe('CMS down')
  })
})
