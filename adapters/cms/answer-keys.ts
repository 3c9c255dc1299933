import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValueNode,
  Kind,
  getNamedType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isUnionType,
} from 'graphql'
import {
  type SurrogateKeys,
  anyCategoryKey,
  anyEntryKey,
  categoryKey,
  entryKey,
  groupKey,
  sectionKey,
} from '#schema/surrogate-keys'

/** The keys of one CMS answer: what its query asked and what its data holds (docs/decisions/053). */
export type AnswerKeysOf = (
  document: DocumentNode,
  variables: Record<string, unknown>,
  data: unknown,
) => SurrogateKeys

type ElementKind = 'entry' | 'category' | 'globalSet' | 'node' | 'asset'

const interfaceOfKind: Readonly<Record<ElementKind, string>> = {
  entry: 'EntryInterface',
  category: 'CategoryInterface',
  globalSet: 'GlobalSetInterface',
  node: 'NodeInterface',
  asset: 'AssetInterface',
}

/** Craft 5 names the union of a Matrix field's entry types `<field>_MatrixField`. */
const matrixField = /_MatrixField$/

/**
 * Derives an answer's keys from the SDL, the document and the data, the same way for every query
 * (no list per loader): the document's root fields say what was listed (a `section` argument is a
 * list over that section, a `group` one over a category group, a global set is `globals` or
 * `site-info`, navigation nodes `navigation`), and a walk of the data along the document's
 * selections, typed by the SDL, names each element it holds by id. Entries nested in a Matrix
 * field (page blocks) are parts of their owner and get no key of their own; entries they relate
 * to do. Asset ids are not keyed: an asset change purges everything (docs/operations.md).
 *
 * @example const answerKeys = answerKeysFor(buildSchema(await readCmsSdl()))
 */
export function answerKeysFor(schema: GraphQLSchema): AnswerKeysOf {
  const kindCache = new Map<string, ElementKind | undefined>()
  const kindOf = (type: GraphQLNamedType): ElementKind | undefined => {
    if (!kindCache.has(type.name)) kindCache.set(type.name, elementKindOf(type))
    return kindCache.get(type.name)
  }

  return (document, variables, data) => {
    const keys = new Set<string>()
    const listOf = new Map<string, string>()
    const fragments = new Map<string, FragmentDefinitionNode>()
    for (const definition of document.definitions)
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition)
    const queryType = schema.getQueryType()
    const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION)
    if (!queryType || !operation || !isRecord(data)) return { keys, listOf }

    const argument = (field: FieldNode, name: string): string[] => {
      const node = field.arguments?.find((candidate) => candidate.name.value === name)
      return node ? strings(valueOf(node.value, variables)) : []
    }

    /** Each element object under `value`, walked with the selections that read it. */
    const walk = (
      selections: SelectionSetNode,
      type: GraphQLNamedType,
      value: unknown,
      list: string | undefined,
    ): void => {
      if (Array.isArray(value)) {
        for (const item of value) walk(selections, type, item, list)
        return
      }
      if (!isRecord(value)) return
      const kind = kindOf(type)
      const id = value['id']
      if ((kind === 'entry' || kind === 'category') && (typeof id === 'string' || typeof id === 'number')) {
        const own = kind === 'entry' ? value['sectionHandle'] : value['groupHandle']
        const ownList = typeof own === 'string' ? listKeyOf(kind, own) : list
        const key = kind === 'entry' ? entryKey(String(id)) : categoryKey(String(id))
        keys.add(key)
        if (ownList !== undefined && key !== ownList) listOf.set(key, ownList)
      }
      visitSelections(selections, type, value)
    }

    const visitSelections = (
      selections: SelectionSetNode,
      type: GraphQLNamedType,
      value: Record<string, unknown>,
    ) => {
      for (const selection of selections.selections) {
        if (selection.kind === Kind.FIELD) {
          if (!selection.selectionSet) continue
          const child = value[selection.alias?.value ?? selection.name.value]
          if (child === undefined || child === null) continue
          const field =
            isObjectType(type) || isInterfaceType(type) ? type.getFields()[selection.name.value] : undefined
          if (!field) continue
          walk(selection.selectionSet, getNamedType(field.type), child, undefined)
        } else {
          const condition =
            selection.kind === Kind.INLINE_FRAGMENT
              ? selection.typeCondition?.name.value
              : fragments.get(selection.name.value)?.typeCondition.name.value
          const selectionSet =
            selection.kind === Kind.INLINE_FRAGMENT
              ? selection.selectionSet
              : fragments.get(selection.name.value)?.selectionSet
          const fragmentType = condition === undefined ? type : schema.getType(condition)
          if (selectionSet && fragmentType) visitSelections(selectionSet, fragmentType, value)
        }
      }
    }

    for (const selection of operation.selectionSet.selections) {
      if (selection.kind !== Kind.FIELD) continue
      const field = queryType.getFields()[selection.name.value]
      if (!field) continue
      const type = getNamedType(field.type)
      const returnsList = isListType(isNonNullType(field.type) ? field.type.ofType : field.type)
      const answer = data[selection.alias?.value ?? selection.name.value]
      const kind = kindOf(type)
      // What a list over a section or a group depends on: any entry of it, new ones too. A single
      // entry asked by slug that is not there yet depends on its section likewise (its 404 page).
      const lists =
        kind === 'entry' || (kind === undefined && field.args.some((arg) => arg.name === 'section'))
          ? listKeys(argument(selection, 'section'), sectionKey, anyEntryKey)
          : kind === 'category'
            ? listKeys(argument(selection, 'group'), groupKey, anyCategoryKey)
            : []
      if (returnsList || answer === null || answer === undefined || !isRecord(answer))
        for (const key of lists) keys.add(key)
      if (kind === 'globalSet') for (const key of globalKeys(argument(selection, 'handle'))) keys.add(key)
      if (kind === 'node') keys.add('navigation')
      if (selection.selectionSet)
        walk(selection.selectionSet, type, answer, lists.length === 1 ? lists[0] : undefined)
    }
    return { keys, listOf }
  }

  function elementKindOf(type: GraphQLNamedType): ElementKind | undefined {
    // A Matrix field's entries are blocks of their owner, keyed by it; what they relate to is not.
    if (isUnionType(type) || matrixField.test(type.name)) return undefined
    for (const [kind, name] of Object.entries(interfaceOfKind) as [ElementKind, string][]) {
      if (type.name === name) return kind
      if (isObjectType(type) && type.getInterfaces().some((candidate) => candidate.name === name)) return kind
    }
    return undefined
  }
}

function listKeyOf(kind: 'entry' | 'category', handle: string): string {
  return kind === 'entry' ? sectionKey(handle) : groupKey(handle)
}

function listKeys(handles: string[], keyOf: (handle: string) => string, any: string): string[] {
  return handles.length === 0 ? [any] : [...new Set(handles.map(keyOf))]
}

/** Site info is read on its own (one global set, siteInfo); every other set is `globals`. */
function globalKeys(handles: string[]): string[] {
  if (handles.length === 0) return ['globals', 'site-info']
  return [...new Set(handles.map((handle) => (handle === 'siteInfo' ? 'site-info' : 'globals')))]
}

/** An argument's value with its variables filled in; only names and ids matter here. */
function valueOf(node: ValueNode, variables: Record<string, unknown>): unknown {
  if (node.kind === Kind.VARIABLE) return variables[node.name.value]
  if (node.kind === Kind.LIST) return node.values.map((item) => valueOf(item, variables))
  if (node.kind === Kind.STRING || node.kind === Kind.ENUM || node.kind === Kind.INT) return node.value
  return undefined
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (typeof value === 'number') return [String(value)]
  if (Array.isArray(value)) return value.flatMap(strings)
  return []
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
