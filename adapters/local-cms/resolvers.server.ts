import {
  GraphQLError,
  GraphQLInterfaceType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLUnionType,
  type GraphQLAbstractType,
  getDirectiveValues,
  type GraphQLFieldResolver,
  type GraphQLResolveInfo,
  type GraphQLSchema,
} from 'graphql'
import { isLeft } from 'fp-ts/lib/Either.js'
import * as t from 'io-ts'
import { entryTypeName, matrixFieldOf, pageBlocksField } from '#schema/blocks/craft-names'
import { locales, type Locale } from '#schema/locale'
import type { FieldValue } from './content-codecs'
import type {
  ContentStore,
  StoredAsset,
  StoredBlock,
  StoredCategory,
  StoredEntry,
  StoredGlobalSet,
  StoredNode,
  StoredVariant,
} from './content-store.server'
import { describeErrors } from './describe-errors'
import { formatDateTime } from './format-date-time'
import { localesOf, queryCategories, queryEntries } from './query-content.server'

/** What a resolver receives as its parent: one of the store's elements, seen from one site. */
type Source =
  | { kind: 'entry'; entry: StoredEntry; variant: StoredVariant }
  | { kind: 'category'; category: StoredCategory; variant: StoredVariant }
  | { kind: 'asset'; asset: StoredAsset; locale: Locale }
  | { kind: 'block'; block: StoredBlock; locale: Locale }
  | { kind: 'record'; values: { [field: string]: FieldValue }; locale: Locale }
  | { kind: 'global'; set: StoredGlobalSet; locale: Locale }
  | { kind: 'node'; node: StoredNode; locale: Locale }

type Resolver = GraphQLFieldResolver<Source | undefined, unknown, Record<string, unknown>>

const Argument = t.union([t.string, t.number, t.boolean, t.null])
const List = t.union([t.array(Argument), t.null, t.undefined])
const MaybeString = t.union([t.string, t.null, t.undefined])
const MaybeNumber = t.union([t.number, t.null, t.undefined])
const QueryArgs = t.partial({
  section: List,
  type: List,
  id: List,
  slug: List,
  uri: List,
  siteId: List,
  site: List,
  relatedTo: List,
  group: List,
  handle: List,
  limit: MaybeNumber,
  offset: MaybeNumber,
  level: MaybeNumber,
  search: MaybeString,
  orderBy: MaybeString,
  navHandle: MaybeString,
})
type QueryArgs = t.TypeOf<typeof QueryArgs>

/**
 * Gives every field of the SDL a resolver and every interface a type resolver. Query fields
 * filter the store; every other field is read by name from the element's built-in properties or
 * its content, so block types and fields added to the SDL need no code here.
 */
export function attachResolvers(schema: GraphQLSchema, store: ContentStore, assetsBaseUrl: string): void {
  const transformDirective = schema.getDirective('transform')
  const formatDirective = schema.getDirective('formatDateTime')
  const directive = (
    which: typeof transformDirective,
    info: GraphQLResolveInfo,
  ): Record<string, unknown> | undefined => {
    const node = info.fieldNodes[0]
    return which === undefined || which === null || node === undefined
      ? undefined
      : getDirectiveValues(which, node, info.variableValues)
  }

  const entrySource = (hit: { entry: StoredEntry; variant: StoredVariant }): Source => ({
    kind: 'entry',
    ...hit,
  })
  const categorySource = (hit: { category: StoredCategory; variant: StoredVariant }): Source => ({
    kind: 'category',
    ...hit,
  })

  /** A content value as GraphQL returns it: relations become elements of the same site. */
  function output(value: FieldValue | undefined, locale: Locale): unknown {
    if (value === undefined || value === null || typeof value !== 'object') return value ?? null
    if (Array.isArray(value)) return value.map((item) => output(item, locale))
    if ('$assets' in value && Array.isArray(value.$assets)) {
      return value.$assets.flatMap((id) => {
        const asset = typeof id === 'string' ? store.assetsById.get(id) : undefined
        return asset === undefined ? [] : [{ kind: 'asset', asset, locale }]
      })
    }
    if ('$entries' in value && Array.isArray(value.$entries)) {
      return value.$entries.flatMap((id) => {
        const entry = typeof id === 'string' ? store.entriesById.get(id) : undefined
        const variant = entry?.variants[locale]
        return entry === undefined || variant === undefined ? [] : [entrySource({ entry, variant })]
      })
    }
    if ('$categories' in value && Array.isArray(value.$categories)) {
      return value.$categories.flatMap((id) => {
        const category = typeof id === 'string' ? store.categoriesById.get(id) : undefined
        const variant = category?.variants[locale]
        return category === undefined || variant === undefined ? [] : [categorySource({ category, variant })]
      })
    }
    return { kind: 'record', values: value, locale }
  }

  function date(iso: string, info: GraphQLResolveInfo, locale: Locale): string {
    const format = directive(formatDirective, info)
    if (format === undefined) return iso
    const pattern = typeof format['format'] === 'string' ? format['format'] : 'c'
    const zone = typeof format['timezone'] === 'string' ? format['timezone'] : 'UTC'
    return formatDateTime(iso, pattern, zone, locales[locale].iso)
  }

  function assetField(
    asset: StoredAsset,
    locale: Locale,
    args: Record<string, unknown>,
    info: GraphQLResolveInfo,
  ): unknown {
    const transform = readDirectiveTransform(directive(transformDirective, info))
    switch (info.fieldName) {
      case 'title':
        return asset.title[locale]
      case 'alt':
        return asset.alt?.[locale] ?? null
      case 'url':
        return asset.private ? null : assetUrl(assetsBaseUrl, asset.filename, transform)
      case 'width':
      case 'height':
        return transformedSize(asset, transform)?.[info.fieldName] ?? null
      case 'srcset': {
        const sizes = args['sizes']
        if (asset.private || !Array.isArray(sizes)) return null
        return sizes
          .flatMap((size) => {
            if (typeof size !== 'string') return []
            const width = /^(\d+)w?$/.exec(size.trim())?.[1]
            const density = /^(\d+(?:\.\d+)?)x$/.exec(size.trim())?.[1]
            const base = transform.width ?? asset.width
            if (width !== undefined)
              return [
                `${assetUrl(assetsBaseUrl, asset.filename, { ...transform, width: Number(width) })} ${width}w`,
              ]
            if (density !== undefined && base !== null) {
              return [
                `${assetUrl(assetsBaseUrl, asset.filename, { ...transform, width: Math.round(base * Number(density)) })} ${density}x`,
              ]
            }
            return []
          })
          .join(', ')
      }
      default: {
        const own: Record<string, unknown> = {
          id: asset.id,
          uid: asset.uid,
          filename: asset.filename,
          kind: asset.kind,
          mimeType: asset.mimeType,
        }
        return own[info.fieldName] ?? null
      }
    }
  }

  function nodeField(node: StoredNode, locale: Locale, info: GraphQLResolveInfo): unknown {
    const element = nodeElement(store, node, locale)
    switch (info.fieldName) {
      case 'id':
        return node.id
      case 'level':
        return node.level
      case 'title':
        return node.seed.title[locale]
      case 'slug':
        return element?.slug ?? null
      case 'url':
        return node.seed.type === 'passive'
          ? null
          : node.seed.type === 'custom'
            ? (node.seed.url?.[locale] ?? null)
            : (element?.url ?? null)
      case 'nodeUri':
        return node.seed.type === 'custom' ? (node.seed.url?.[locale] ?? null) : (element?.uri ?? null)
      case 'type':
        return node.seed.type
      case 'newWindow':
        return node.seed.newWindow ?? false
      case 'navHandle':
        return node.navHandle
      case 'siteId':
        return locales[locale].siteId
      case 'children':
        return visibleNodes(store, node.children, locale).map((child) => ({
          kind: 'node',
          node: child,
          locale,
        }))
      default:
        return null
    }
  }

  /**
   * A Matrix field is a non-null list in Craft 5: an element without the field's content
   * answers an empty list, never null.
   */
  const resolveField: Resolver = (source, args, context, info) => {
    const value = resolveOwnField(source, args, context, info)
    const type = info.returnType
    return value === null && type instanceof GraphQLNonNull && type.ofType instanceof GraphQLList ? [] : value
  }

  /** Fields every element and block has, by name, before its content fields. */
  const resolveOwnField: Resolver = (source, args, _context, info) => {
    if (source === undefined) return null
    const name = info.fieldName
    switch (source.kind) {
      case 'entry':
      case 'category': {
        const { variant } = source
        const element = source.kind === 'entry' ? source.entry : source.category
        const builtIn: Record<string, () => unknown> = {
          id: () => element.id,
          uid: () => element.uid,
          title: () => variant.title,
          slug: () => variant.slug,
          uri: () => variant.uri,
          url: () => variant.url,
          siteId: () => variant.siteId,
          level: () => (source.kind === 'category' ? 1 : null),
          localized: () =>
            Object.values(element.variants)
              .filter((other) => other.locale !== variant.locale)
              .map((other) =>
                source.kind === 'entry'
                  ? entrySource({ entry: source.entry, variant: other })
                  : categorySource({ category: source.category, variant: other }),
              ),
        }
        if (source.kind === 'entry') {
          builtIn['sectionHandle'] = () => source.entry.section
          builtIn['typeHandle'] = () => source.entry.type
          builtIn['postDate'] = () => date(source.entry.postDate, info, variant.locale)
          builtIn['dateUpdated'] = () => date(source.entry.dateUpdated, info, variant.locale)
          builtIn['enabled'] = () => true
          // The page's Matrix field holds its top-level blocks; each holds its own (below).
          builtIn[pageBlocksField] = () => blockSources(variant.blocks, variant.locale)
        } else builtIn['groupHandle'] = () => source.category.group
        const own = builtIn[name]
        return own !== undefined ? own() : output(variant.fields[name], variant.locale)
      }
      case 'block': {
        const { block, locale } = source
        const builtIn: Record<string, () => unknown> = {
          id: () => block.id,
          uid: () => block.id,
          typeHandle: () => block.typeHandle,
          enabled: () => block.enabled,
          siteId: () => locales[locale].siteId,
          // A nested entry belongs to no section.
          sectionHandle: () => null,
          [matrixFieldOf(block.typeHandle)]: () => blockSources(block.children, locale),
        }
        const own = builtIn[name]
        return own !== undefined ? own() : output(block.fields[name], locale)
      }
      case 'record': {
        // A nested entry of the seed written without its type (a button): the type it resolved to.
        if (name === 'typeHandle' && typeof source.values[name] !== 'string')
          return info.parentType.name.replace(/_Entry$/, '')
        return output(source.values[name], source.locale)
      }
      case 'global': {
        const { set, locale } = source
        if (name === 'id') return set.id
        if (name === 'handle') return set.handle
        if (name === 'name') return set.name
        if (name === 'siteId') return locales[locale].siteId
        return output(set.fields[locale]?.[name], locale)
      }
      case 'asset':
        return assetField(source.asset, source.locale, args, info)
      case 'node':
        return nodeField(source.node, source.locale, info)
    }
  }

  const queries: Record<string, Resolver> = {
    entries: (_source, args) => queryEntries(store, entryQuery(decodeArgs(args))).map(entrySource),
    entry: (_source, args) => {
      const [first] = queryEntries(store, { ...entryQuery(decodeArgs(args)), limit: 1 })
      return first === undefined ? null : entrySource(first)
    },
    entryCount: (_source, args) =>
      queryEntries(store, { ...entryQuery(decodeArgs(args)), limit: undefined, offset: undefined }).length,
    categories: (_source, args) =>
      queryCategories(store, categoryQuery(decodeArgs(args))).map(categorySource),
    category: (_source, args) => {
      const [first] = queryCategories(store, { ...categoryQuery(decodeArgs(args)), limit: 1 })
      return first === undefined ? null : categorySource(first)
    },
    globalSets: (_source, args) => globalSets(store, decodeArgs(args)),
    globalSet: (_source, args) => globalSets(store, decodeArgs(args))[0] ?? null,
    navigationNodes: (_source, args) => {
      const query = decodeArgs(args)
      return localesOf(strings(query.siteId), undefined).flatMap((locale) =>
        [...store.navigation.entries()]
          .filter(
            ([handle]) =>
              query.navHandle === undefined || query.navHandle === null || handle === query.navHandle,
          )
          .flatMap(([, nodes]) => visibleNodes(store, nodes, locale))
          .filter((node) => query.level === undefined || query.level === null || node.level === query.level)
          .map((node) => ({ kind: 'node', node, locale })),
      )
    },
    asset: (_source, args) => {
      const query = decodeArgs(args)
      const [locale] = localesOf(strings(query.siteId), undefined)
      const asset = strings(query.id)
        ?.map((id) => store.assetsById.get(id))
        .find((found) => found !== undefined)
      return asset === undefined || locale === undefined ? null : { kind: 'asset', asset, locale }
    },
    ping: () => 'pong',
  }

  /** The enabled ones of `blocks`, as Craft's Matrix field returns them by default. */
  function blockSources(blocks: StoredBlock[], locale: Locale): Source[] {
    return blocks.filter((block) => block.enabled).map((block) => ({ kind: 'block', block, locale }))
  }

  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue
    if (type instanceof GraphQLUnionType)
      type.resolveType = (source: Source, _context, _info, union: GraphQLAbstractType) =>
        typeNameOf(source, union)
    if (type instanceof GraphQLObjectType) {
      const isQuery = type === schema.getQueryType()
      for (const field of Object.values(type.getFields()))
        field.resolve = (isQuery ? queries[field.name] : undefined) ?? resolveField
    }
    if (type instanceof GraphQLInterfaceType)
      type.resolveType = (source: Source, _context, _info, abstract: GraphQLAbstractType) =>
        typeNameOf(source, abstract)
  }
}

/** Craft 5's GraphQL type names, built from the element's handles (schema/blocks/craft-names). */
function typeNameOf(source: Source, abstract: GraphQLAbstractType): string {
  switch (source.kind) {
    case 'entry':
      return entryTypeName(source.entry.type)
    case 'category':
      return `${source.category.group}_Category`
    case 'asset':
      return 'assets_Asset'
    case 'block':
      return entryTypeName(source.block.typeHandle)
    case 'global':
      return `${source.set.handle}_GlobalSet`
    case 'node':
      return `${source.node.navHandle}_Node`
    case 'record': {
      // A nested entry of a Matrix field the seed writes as plain values (a button, a footer
      // block): its typeHandle, or the field's one entry type.
      const typeHandle = source.values['typeHandle']
      if (typeof typeHandle === 'string') return entryTypeName(typeHandle)
      const members = abstract instanceof GraphQLUnionType ? abstract.getTypes() : []
      if (members.length === 1 && members[0] !== undefined) return members[0].name
      throw new GraphQLError(
        `A plain value without typeHandle was returned where ${abstract.name} expects one of several types`,
      )
    }
  }
}

function decodeArgs(args: Record<string, unknown>): QueryArgs {
  const decoded = QueryArgs.decode(args)
  if (isLeft(decoded)) throw new GraphQLError(`Bad arguments: ${describeErrors(decoded.left).join('; ')}`)
  return decoded.right
}

function strings(list: t.TypeOf<typeof List>): string[] | undefined {
  return list === undefined || list === null
    ? undefined
    : list.flatMap((item) => (item === null ? [] : [String(item)]))
}

function entryQuery(args: QueryArgs) {
  return {
    section: strings(args.section),
    type: strings(args.type),
    id: strings(args.id),
    slug: strings(args.slug),
    uri: strings(args.uri),
    locales: localesOf(strings(args.siteId), strings(args.site)),
    limit: args.limit ?? undefined,
    offset: args.offset ?? undefined,
    search: args.search ?? undefined,
    relatedTo: strings(args.relatedTo),
    orderBy: args.orderBy ?? undefined,
  }
}

function categoryQuery(args: QueryArgs) {
  return {
    group: strings(args.group),
    id: strings(args.id),
    slug: strings(args.slug),
    locales: localesOf(strings(args.siteId), undefined),
    limit: args.limit ?? undefined,
    level: args.level ?? undefined,
    orderBy: args.orderBy ?? undefined,
  }
}

function globalSets(store: ContentStore, args: QueryArgs): Source[] {
  const handles = strings(args.handle)
  return localesOf(strings(args.siteId), undefined).flatMap((locale) =>
    store.globalSets
      .filter((set) => handles === undefined || handles.includes(set.handle))
      .map((set): Source => ({ kind: 'global', set, locale })),
  )
}

/** The element a node links to, in this site. */
function nodeElement(store: ContentStore, node: StoredNode, locale: Locale): StoredVariant | undefined {
  const id = node.seed.element
  if (id === undefined) return undefined
  if (node.seed.type === 'entry') return store.entriesById.get(id)?.variants[locale]
  if (node.seed.type === 'category') return store.categoriesById.get(id)?.variants[locale]
  return undefined
}

/** Nodes whose entry or category does not exist in this site are hidden, as Navigation does. */
function visibleNodes(store: ContentStore, nodes: StoredNode[], locale: Locale): StoredNode[] {
  return nodes.filter(
    (node) =>
      (node.seed.type !== 'entry' && node.seed.type !== 'category') ||
      nodeElement(store, node, locale) !== undefined,
  )
}

interface Transform {
  width?: number
  height?: number
  mode?: string
  format?: string
  quality?: number
}

function readDirectiveTransform(values: Record<string, unknown> | undefined): Transform {
  const transform: Transform = {}
  if (values === undefined) return transform
  const { width, height, mode, format, quality } = values
  if (typeof width === 'number' && width > 0) transform.width = width
  if (typeof height === 'number' && height > 0) transform.height = height
  if (typeof mode === 'string') transform.mode = mode
  if (typeof format === 'string') transform.format = format
  if (typeof quality === 'number') transform.quality = quality
  return transform
}

function assetUrl(base: string, filename: string, transform: Transform): string {
  const query = new URLSearchParams()
  for (const key of ['width', 'height', 'mode', 'format', 'quality'] as const) {
    const value = transform[key]
    if (value !== undefined) query.set(key, String(value))
  }
  const search = query.toString()
  return `${base}/${encodeURIComponent(filename)}${search === '' ? '' : `?${search}`}`
}

/** The size a transform gives (never upscaled), as Craft reports it on a transformed asset. */
function transformedSize(
  asset: StoredAsset,
  transform: Transform,
): { width: number; height: number } | undefined {
  const { width, height } = asset
  if (width === null || height === null) return undefined
  const w = transform.width
  const h = transform.height
  if (w !== undefined && h !== undefined) {
    if (transform.mode === 'fit') {
      const scale = Math.min(w / width, h / height, 1)
      return { width: Math.round(width * scale), height: Math.round(height * scale) }
    }
    return { width: Math.min(w, width), height: Math.min(h, height) }
  }
  const scale = Math.min(w !== undefined ? w / width : h !== undefined ? h / height : 1, 1)
  return { width: Math.round(width * scale), height: Math.round(height * scale) }
}
