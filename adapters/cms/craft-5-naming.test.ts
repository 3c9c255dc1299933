import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import {
  buildClientSchema,
  getIntrospectionQuery,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isUnionType,
  parse,
  validate,
  type DocumentNode,
  type GraphQLField,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allowedChildren } from '#schema/allowed-children'
import { blockNames } from '#schema/blocks/block-codecs'
import { sections } from '#schema/sections'
import { startEmbeddedCms, type EmbeddedCms } from '#tools/testing/embedded-cms'
import { sectionDownloadsQuery, sectionEntriesQuery } from './get-catalogue-page.server'
import { entryPageQuery } from './get-entry-page.server'
import { productQuery } from './get-product-details.server'
import { categoriesQuery } from './list-catalogue.server'

/*
 * Craft 5's GraphQL naming rules, written here from Craft's documentation and source (each rule
 * names where it comes from in docs/cms-craft-5.md), not from our own helpers: the embedded CMS is
 * introspected and must name everything as a Craft 5 install with this content model would, and
 * every document the adapter sends must validate against what it serves.
 */

let cms: EmbeddedCms
let schema: GraphQLSchema

/**
 * graphql's introspection query with its type references three wrappers deep instead of seven:
 * the full one is 15 levels deep, past the embedded CMS's limit of 10, and no type of this SDL
 * wraps deeper than `[String!]!`.
 */
const introspection = getIntrospectionQuery({ descriptions: false }).replace(
  /fragment TypeRef on __Type \{[\s\S]*$/,
  'fragment TypeRef on __Type { kind name ofType { kind name ofType { kind name ofType { kind name } } } }',
)

beforeAll(async () => {
  cms = await startEmbeddedCms()
  const response = await fetch(cms.apiUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${cms.token}` },
    body: JSON.stringify({ query: introspection }),
  })
  const body = (await response.json()) as { data: IntrospectionQuery }
  schema = buildClientSchema(body.data)
}, 60_000)

afterAll(() => cms.close())

/** Craft 5: an entry type is `{entryTypeHandle}_Entry`, in a section or nested (rule 1). */
const entryType = (handle: string) => `${handle}_Entry`
/** Craft 5: a Matrix field is `[{fieldHandle}_MatrixField]!`, a union of its entry types (rule 2). */
const matrixUnion = (field: string) => `${field}_MatrixField`
/**
 * The fields Craft 5's element interfaces (and the Navigation plugin's) declare, of those this
 * site reads: a custom field belongs to an entry type, a group or a set, never to an interface.
 */
const craftInterfaceFields = new Set(
  (
    'id uid title slug uri url enabled siteId sectionHandle fieldHandle ownerId typeHandle postDate ' +
    'dateUpdated localized groupHandle level children alt filename kind mimeType width height srcset ' +
    'handle name type newWindow nodeUri navHandle'
  ).split(' '),
)
/** The interfaces Craft 5 and the Navigation plugin define; an install has no others. */
const craftInterfaces = [
  'EntryInterface',
  'AssetInterface',
  'CategoryInterface',
  'GlobalSetInterface',
  'NodeInterface',
]

function fieldOf(typeName: string, field: string): GraphQLField<unknown, unknown> | undefined {
  const type = schema.getType(typeName)
  return isObjectType(type) || isInterfaceType(type) ? type.getFields()[field] : undefined
}

/** The members of the union a Matrix field holds, if the field is Craft 5's `[{field}_MatrixField]!`. */
function matrixMembers(typeName: string, field: string): string[] | string {
  const type = fieldOf(typeName, field)?.type
  if (!isNonNullType(type) || !isListType(type.ofType)) return `${typeName}.${field} is not a non-null list`
  const union = type.ofType.ofType
  if (!isUnionType(union) || union.name !== matrixUnion(field))
    return `${typeName}.${field} is not a list of the union ${matrixUnion(field)}`
  return union
    .getTypes()
    .map((member) => member.name)
    .sort()
}

function implementsEntryInterface(typeName: string): boolean {
  const type = schema.getType(typeName)
  return isObjectType(type) && type.getInterfaces().some((face) => face.name === 'EntryInterface')
}

/** The Matrix field holding a container's children: `contentBlocks` on a page, `{block}Blocks` in a block. */
const childrenField = (place: string) => (place === 'page' ? 'contentBlocks' : `${place}Blocks`)

describe("the embedded CMS's schema follows Craft 5's naming", () => {
  it('names every declared block an entry type `{block}_Entry` implementing EntryInterface', () => {
    const missing = blockNames.filter((name) => !implementsEntryInterface(entryType(name)))
    expect(missing).toEqual([])
  })

  it('names every section entry type `{entryType}_Entry`, without its section', () => {
    const missing = sections.filter((section) => !implementsEntryInterface(entryType(section.entryType)))
    expect(missing.map((section) => `${section.handle}: ${entryType(section.entryType)}`)).toEqual([])
  })

  it('gives each entry type with pages the Matrix field contentBlocks, accepting the blocks whose parents name the page', () => {
    const expected = allowedChildren('page').map(entryType).sort()
    for (const section of sections.filter((each) => each.catalogue))
      expect(matrixMembers(entryType(section.entryType), 'contentBlocks')).toEqual(expected)
  })

  it('gives each container a Matrix field of the blocks whose parents name it, and no other block one', () => {
    for (const name of blockNames) {
      const children = allowedChildren(name)
      const field = childrenField(name)
      if (children.length === 0) expect(fieldOf(entryType(name), field)).toBeUndefined()
      else expect(matrixMembers(entryType(name), field)).toEqual(children.map(entryType).sort())
    }
  })

  it('has no Craft 4 or Neo names left: no `{section}_{type}_Entry`, `_BlockType` or `_NeoBlock`', () => {
    const names = Object.keys(schema.getTypeMap()).filter((name) => !name.startsWith('__'))
    const stale = names.filter((name) => /_BlockType$|_NeoBlock$|_[A-Za-z0-9]+_Entry$/.test(name))
    expect(stale).toEqual([])
  })

  it('names every type implementing EntryInterface `{typeHandle}_Entry`, each Matrix field `[{field}_MatrixField]!`', () => {
    const objects = Object.values(schema.getTypeMap()).filter(isObjectType)
    const entries = objects.filter((type) => implementsEntryInterface(type.name))
    expect(
      entries.filter((type) => !/^[a-z][A-Za-z0-9]*_Entry$/.test(type.name)).map((type) => type.name),
    ).toEqual([])
    const misnamed = objects.flatMap((type) =>
      Object.values(type.getFields()).flatMap((field) => {
        const named = isNonNullType(field.type) ? field.type.ofType : field.type
        const inner = isListType(named) ? named.ofType : named
        if (!isUnionType(inner)) return []
        return typeof matrixMembers(type.name, field.name) === 'string' ? [`${type.name}.${field.name}`] : []
      }),
    )
    expect(misnamed).toEqual([])
  })

  it("has only Craft's own interfaces: fields an entry type adds are reached through `... on {type}_Entry`", () => {
    const interfaces = Object.values(schema.getTypeMap())
      .filter(isInterfaceType)
      .map((type) => type.name)
    expect(interfaces.filter((name) => !craftInterfaces.includes(name))).toEqual([])
    const customOnInterfaces = Object.values(schema.getTypeMap())
      .filter(isInterfaceType)
      .flatMap((type) => Object.keys(type.getFields()).map((field) => `${type.name}.${field}`))
      .filter((name) => !craftInterfaceFields.has(name.split('.')[1] ?? ''))
    expect(customOnInterfaces).toEqual([])
  })

  it("keeps EntryInterface's fields as Craft 5 types them: typeHandle String!, sectionHandle nullable (nested entries have none)", () => {
    expect(String(fieldOf('EntryInterface', 'typeHandle')?.type)).toBe('String!')
    expect(String(fieldOf('EntryInterface', 'sectionHandle')?.type)).toBe('String')
    expect(String(fieldOf('EntryInterface', 'siteId')?.type)).toBe('Int')
    expect(fieldOf('EntryInterface', 'localized')).toBeDefined()
  })

  it('names global sets `{handle}_GlobalSet` and Link fields `LinkData` (Craft 5.6+)', () => {
    for (const handle of ['footer1', 'footer2', 'footer3', 'footer4', 'socials', 'infoProduct', 'siteInfo']) {
      const type = schema.getType(`${handle}_GlobalSet`)
      expect(isObjectType(type) && type.getInterfaces().map((face) => face.name)).toEqual([
        'GlobalSetInterface',
      ])
    }
    expect(String(fieldOf('button_Entry', 'fieldButton')?.type)).toBe('LinkData')
    expect(schema.getType('LinkField')).toBeUndefined()
  })
})

describe('every document the adapter sends', () => {
  const documentsDir = 'adapters/cms/documents'
  const documents: [string, DocumentNode][] = [
    ...readdirSync(documentsDir)
      .filter((file) => file.endsWith('.graphql'))
      .map((file): [string, DocumentNode] => [
        file,
        parse(readFileSync(path.join(documentsDir, file), 'utf8')),
      ]),
    ...sections
      .filter((section) => section.catalogue)
      .map((section): [string, DocumentNode] => [
        `entryPageQuery('${section.entryType}')`,
        entryPageQuery(section.entryType),
      ]),
    ['sectionEntriesQuery', sectionEntriesQuery],
    ['sectionDownloadsQuery', sectionDownloadsQuery],
    ['productQuery', productQuery],
    ['categoriesQuery', categoriesQuery],
  ]

  it.each(documents)('%s validates against the schema the embedded CMS serves', (_name, document) => {
    expect(validate(schema, document).map((error) => error.message)).toEqual([])
  })
})
