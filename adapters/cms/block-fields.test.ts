import {
  buildSchema,
  Kind,
  parse,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type FieldNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from 'graphql'
import { beforeAll, describe, expect, it } from 'vitest'
import { blockNames, codecOf, type BlockName } from '#schema/blocks/block-codecs'
import { codecShape, type CodecShape } from '#tools/testing/codec-shape'
import { pageBlocksFragments } from './block-fragments'
import { readCmsSdl } from './cms-sdl.server'

/*
 * A block's fields are written in its codec, its selection and its SDL, and nothing else ties
 * them: a field the codec reads but the fragment leaves out decodes to its default, and the page
 * shows it empty. So every field each block's codec reads (nested entries and assets included)
 * must be selected by the fragment the adapter sends, under its alias if it has one, as a field
 * of its type in the CMS's SDL. Keys of a `t.partial` may be left out (an icon asks no srcset).
 */

const filledBySection = 'the adapter fills in the whole section after decoding (decision 007)'
const onlyCatalogueEntries =
  'only product and project entries have categories and a collection in the CMS; other cards show none'

/** Fields a codec reads that its block's fragment does not select, each with why. */
const notFromTheFragment: Readonly<Record<string, string>> = {
  'allCollection.entries': filledBySection,
  'allDownload.entries': filledBySection,
  'allInspiration.entries': filledBySection,
  'allNews.entries': filledBySection,
  'allProducts.entries': filledBySection,
  'allProjects.entries': filledBySection,
  'listCollection.entries.categories': onlyCatalogueEntries,
  'listCollection.entries.collection': onlyCatalogueEntries,
  'listInspiration.entries.categories': onlyCatalogueEntries,
  'listInspiration.entries.collection': onlyCatalogueEntries,
  'listNews.entries.categories': onlyCatalogueEntries,
  'listNews.entries.collection': onlyCatalogueEntries,
}

type FieldPlace = { parentType: string; defined: boolean }

let fragments: ReadonlyMap<string, FragmentDefinitionNode>
/** Each field of the fragments, with the type it is selected on and whether the SDL has it there. */
let places: ReadonlyMap<FieldNode, FieldPlace>

beforeAll(async () => {
  const schema = buildSchema(await readCmsSdl())
  const document = parse(pageBlocksFragments)
  const typeInfo = new TypeInfo(schema)
  const found = new Map<FieldNode, FieldPlace>()
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        const parentType = typeInfo.getParentType()?.name ?? 'a type the SDL lacks'
        found.set(node, { parentType, defined: typeInfo.getFieldDef() != null })
      },
    }),
  )
  places = found
  fragments = new Map(
    document.definitions
      .filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((definition) => [definition.name.value, definition]),
  )
})

/** The fields a selection answers with, by the name the codec reads (alias or field name). */
function selectedFields(sets: readonly SelectionSetNode[]): Map<string, FieldNode[]> {
  const byName = new Map<string, FieldNode[]>()
  const collect = (set: SelectionSetNode) => {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.alias?.value ?? selection.name.value
        byName.set(name, [...(byName.get(name) ?? []), selection])
      } else if (selection.kind === Kind.INLINE_FRAGMENT) collect(selection.selectionSet)
      else {
        const spread = fragments.get(selection.name.value)
        if (spread) collect(spread.selectionSet)
      }
    }
  }
  sets.forEach(collect)
  return byName
}

/** What is wrong between the fields `shape` reads at `path` and the selections that answer it. */
function problems(shape: CodecShape, sets: readonly SelectionSetNode[], path: string): string[] {
  if (shape.kind === 'value') return []
  const selected = selectedFields(sets)
  return [...shape.fields].flatMap(([key, field]) => {
    const at = `${path}.${key}`
    const nodes = selected.get(key) ?? []
    if (nodes.length === 0)
      return field.required && !Object.hasOwn(notFromTheFragment, at)
        ? [`${at}: the codec reads it, the fragment does not select it`]
        : []
    const missing = nodes.flatMap((node) => {
      const place = places.get(node)
      return place?.defined
        ? []
        : [`${at}: selected as ${node.name.value}, a field ${place?.parentType} lacks in the SDL`]
    })
    const subsets = nodes.flatMap((node) => (node.selectionSet ? [node.selectionSet] : []))
    if (field.shape.kind === 'value' && subsets.length > 0)
      return [
        ...missing,
        `${at}: the fragment selects fields of it, but its codec ${field.shape.codec} hides which it reads (make it a WrappingType)`,
      ]
    if (field.shape.kind === 'object' && subsets.length === 0)
      return [...missing, `${at}: the codec reads fields of it, the fragment selects it as one value`]
    return [...missing, ...problems(field.shape, subsets, at)]
  })
}

function fragmentOf(name: BlockName): FragmentDefinitionNode {
  const fragment = fragments.get(name)
  if (!fragment) throw new Error(`No fragment ${name} among the page blocks' fragments.`)
  return fragment
}

describe('block fields', () => {
  for (const name of blockNames) {
    it(`${name}: every field its codec reads is selected by its fragment, as a field of its SDL type`, () => {
      expect(problems(codecShape(codecOf(name)), [fragmentOf(name).selectionSet], name)).toEqual([])
    })
  }

  it('excuses only fields a codec reads and its fragment leaves out', () => {
    expect(Object.keys(notFromTheFragment).flatMap(staleExcuse)).toEqual([])
  })
})

/** Why `at` (`block.path.to.field`) no longer belongs in `notFromTheFragment`, if it does not. */
function staleExcuse(at: string): string[] {
  const [name = '', ...keys] = at.split('.')
  if (!blockNames.includes(name as BlockName)) return [`${at}: no block is named ${name}`]
  let shape = codecShape(codecOf(name as BlockName))
  let sets = [fragmentOf(name as BlockName).selectionSet]
  for (const [index, key] of keys.entries()) {
    const field = shape.kind === 'object' ? shape.fields.get(key) : undefined
    if (!field) return [`${at}: the codec no longer reads it`]
    const nodes = selectedFields(sets).get(key) ?? []
    if (index === keys.length - 1)
      return nodes.length > 0 ? [`${at}: the fragment selects it now; take it off the list`] : []
    shape = field.shape
    sets = nodes.flatMap((node) => (node.selectionSet ? [node.selectionSet] : []))
  }
  return [`${at}: names no field`]
}
