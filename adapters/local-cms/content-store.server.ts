import { createHash } from 'node:crypto'
import { localeCodes, locales, type Locale } from '#schema/locale'
import { detailScreenOfSection, screenOfCategoryGroup } from '#schema/generated/section-screens'
import { screenDeclarations, type ScreenName } from '#schema/screen-declarations.server'
import type { Block, FieldValue, Fields, Localized, SeedNode } from './content-codecs'
import type { Seed } from './load-seed.server'
import { plainText } from '#schema/plain-text'

/** The screen that shows an entry of each section, or a category of each group (spec §2.2). */
export const screenOfSection = {
  ...detailScreenOfSection,
  ...screenOfCategoryGroup,
} as const satisfies Record<string, ScreenName>

/** Public URI patterns per section and category group, from the site's own path words. */
const uriPatterns: Record<string, Localized> = {
  home: { it: '__home__', en: '__home__' },
  ...Object.fromEntries(
    Object.entries(screenOfSection).map(([section, screen]) => [
      section,
      {
        it: screenDeclarations[screen].path.it.replace(':slug', '{slug}'),
        en: screenDeclarations[screen].path.en.replace(':slug', '{slug}'),
      },
    ]),
  ),
}

export interface StoredBlock {
  id: string
  typeHandle: string
  enabled: boolean
  level: number
  fields: Fields
  children: StoredBlock[]
}

/** One site's variant of an entry or category, with what queries need precomputed. */
export interface StoredVariant {
  locale: Locale
  siteId: number
  title: string
  slug: string
  uri: string | null
  url: string | null
  fields: Fields
  /** Top-level blocks; each holds its children. */
  blocks: StoredBlock[]
  /** Every enabled block, depth first. */
  allBlocks: StoredBlock[]
  text: { title: string; fields: string; blocks: string }
}

export interface StoredEntry {
  id: string
  uid: string
  section: string
  type: string
  postDate: string
  dateUpdated: string
  order: number
  file: string
  variants: Partial<Record<Locale, StoredVariant>>
  /** Ids of the entries and categories this entry's fields and blocks point to. */
  relations: Set<string>
}

export interface StoredCategory {
  id: string
  uid: string
  group: string
  order: number
  variants: Partial<Record<Locale, StoredVariant>>
}

export interface StoredAsset {
  id: string
  uid: string
  filename: string
  title: Localized
  alt: Localized | undefined
  private: boolean
  kind: string
  mimeType: string
  width: number | null
  height: number | null
}

export interface StoredGlobalSet {
  id: string
  handle: string
  name: string
  fields: Partial<Record<Locale, Fields>>
}

export interface StoredNode {
  id: string
  navHandle: string
  level: number
  seed: SeedNode
  children: StoredNode[]
}

export interface ContentStore {
  entries: StoredEntry[]
  entriesById: Map<string, StoredEntry>
  /** Entry id -> ids of the entries that point to it (relatedTo works both ways). */
  incoming: Map<string, Set<string>>
  categories: StoredCategory[]
  categoriesById: Map<string, StoredCategory>
  assetsById: Map<string, StoredAsset>
  globalSets: StoredGlobalSet[]
  /** navHandle -> every node, depth first. */
  navigation: Map<string, StoredNode[]>
}

/** File facts the seed cannot know: an image's true size. */
export interface AssetFacts {
  width: number | null
  height: number | null
}

/** Builds the in-memory indexes the resolvers read. The seed is assumed valid (see validateSeed). */
export function buildContentStore(seed: Seed, facts: Map<string, AssetFacts>): ContentStore {
  const assetsById = new Map<string, StoredAsset>()
  for (const asset of seed.assets.content.assets) {
    const fact = facts.get(asset.id)
    assetsById.set(asset.id, {
      id: asset.id,
      uid: uidOf('asset', asset.id),
      filename: asset.filename,
      title: asset.title,
      alt: asset.alt,
      private: asset.private ?? false,
      ...fileKind(asset.filename),
      width: fact?.width ?? null,
      height: fact?.height ?? null,
    })
  }

  const entries: StoredEntry[] = []
  for (const { file, content } of seed.entries) {
    for (const entry of content.entries) {
      const relations = new Set<string>()
      collectRelations(entry.fields ?? {}, relations)
      const variants: Partial<Record<Locale, StoredVariant>> = {}
      for (const locale of localeCodes) {
        const site = entry.sites[locale]
        if (site === undefined) continue
        const fields = { ...entry.fields, ...site.fields }
        const blocks = (site.blocks ?? []).map((block, index) =>
          storeBlock(block, 1, `${entry.id}${locale}${index + 1}`),
        )
        collectRelations(fields, relations)
        for (const block of flatten(blocks, true)) collectRelations(block.fields, relations)
        variants[locale] = variantOf(
          locale,
          site.title,
          site.slug,
          fields,
          blocks,
          uriPatterns[content.section],
        )
      }
      const postDate = entry.postDate ?? '2025-01-01T09:00:00+00:00'
      entries.push({
        id: entry.id,
        uid: uidOf('entry', entry.id),
        section: content.section,
        type: content.type,
        postDate,
        dateUpdated: entry.dateUpdated ?? postDate,
        order: entries.length,
        file,
        variants,
        relations,
      })
    }
  }
  const incoming = new Map<string, Set<string>>()
  for (const entry of entries) {
    for (const target of entry.relations) {
      const from = incoming.get(target) ?? new Set<string>()
      from.add(entry.id)
      incoming.set(target, from)
    }
  }

  const categories: StoredCategory[] = []
  for (const { content } of seed.categories) {
    for (const category of content.categories) {
      const variants: Partial<Record<Locale, StoredVariant>> = {}
      for (const locale of localeCodes) {
        const site = category.sites[locale]
        if (site === undefined) continue
        const fields = { ...category.fields, ...site.fields }
        variants[locale] = variantOf(locale, site.title, site.slug, fields, [], uriPatterns[content.group])
      }
      categories.push({
        id: category.id,
        uid: uidOf('category', category.id),
        group: content.group,
        order: categories.length,
        variants,
      })
    }
  }

  const globalSets = seed.globals.content.globalSets.map((set) => ({
    id: set.id,
    handle: set.handle,
    name: set.name,
    fields: Object.fromEntries(
      localeCodes.map((locale) => [locale, { ...set.fields, ...set.sites?.[locale] }]),
    ),
  }))

  const navigation = new Map<string, StoredNode[]>()
  for (const nav of seed.navigation.content.navigations) {
    const all: StoredNode[] = []
    const store = (node: SeedNode, level: number): StoredNode => {
      const stored: StoredNode = { id: node.id, navHandle: nav.handle, level, seed: node, children: [] }
      all.push(stored)
      stored.children = (node.children ?? []).map((child) => store(child, level + 1))
      return stored
    }
    nav.nodes.forEach((node) => store(node, 1))
    navigation.set(nav.handle, all)
  }

  return {
    entries,
    entriesById: new Map(entries.map((entry) => [entry.id, entry])),
    incoming,
    categories,
    categoriesById: new Map(categories.map((category) => [category.id, category])),
    assetsById,
    globalSets,
    navigation,
  }
}

/** Every block under `blocks`, depth first; disabled blocks (and what they hold) left out unless asked. */
function flatten(blocks: StoredBlock[], withDisabled = false): StoredBlock[] {
  return blocks.flatMap((block) =>
    block.enabled || withDisabled ? [block, ...flatten(block.children, withDisabled)] : [],
  )
}

/** Text without markup and in lower case, as search compares it. */
export function searchText(html: string): string {
  return plainText(html).toLowerCase()
}

function variantOf(
  locale: Locale,
  title: string,
  slug: string,
  fields: Fields,
  blocks: StoredBlock[],
  pattern: Localized | undefined,
): StoredVariant {
  const uri = pattern === undefined ? null : pattern[locale].replace('{slug}', slug)
  const url = uri === null ? null : uri === '__home__' ? `/${locale}` : `/${locale}/${uri}`
  const allBlocks = flatten(blocks)
  return {
    locale,
    siteId: locales[locale].siteId,
    title,
    slug,
    uri,
    url,
    fields,
    blocks,
    allBlocks,
    text: {
      title: searchText(title),
      fields: searchText(textsOf(fields).join(' ')),
      blocks: searchText(allBlocks.flatMap((block) => textsOf(block.fields)).join(' ')),
    },
  }
}

function storeBlock(block: Block, level: number, id: string): StoredBlock {
  return {
    id: block.id ?? id,
    typeHandle: block.typeHandle,
    enabled: block.enabled ?? true,
    level,
    fields: block.fields ?? {},
    children: (block.children ?? []).map((child, index) =>
      storeBlock(child, level + 1, `${id}-${index + 1}`),
    ),
  }
}

// Settings (optionAlignment: "center") and link plumbing are not words a visitor searches for.
const notText = /^(option|url$|type$|target$|fieldButtonStyle$|fieldButtonPermissions$|navHandle$)/

function textsOf(value: FieldValue | Fields, key = ''): string[] {
  if (typeof value === 'string') return notText.test(key) ? [] : [value]
  if (value === null || typeof value !== 'object') return []
  if (Array.isArray(value)) return value.flatMap((item) => textsOf(item, key))
  return Object.entries(value).flatMap(([name, item]) => (name.startsWith('$') ? [] : textsOf(item, name)))
}

function collectRelations(value: FieldValue | Fields, into: Set<string>): void {
  if (value === null || typeof value !== 'object') return
  if (Array.isArray(value)) return value.forEach((item) => collectRelations(item, into))
  for (const [name, item] of Object.entries(value)) {
    if ((name === '$entries' || name === '$categories') && Array.isArray(item)) {
      for (const id of item) if (typeof id === 'string') into.add(id)
    } else collectRelations(item, into)
  }
}

function fileKind(filename: string): { kind: string; mimeType: string } {
  const extension = filename.slice(filename.lastIndexOf('.') + 1).toLowerCase()
  const kinds: Record<string, { kind: string; mimeType: string }> = {
    jpg: { kind: 'image', mimeType: 'image/jpeg' },
    jpeg: { kind: 'image', mimeType: 'image/jpeg' },
    png: { kind: 'image', mimeType: 'image/png' },
    webp: { kind: 'image', mimeType: 'image/webp' },
    svg: { kind: 'image', mimeType: 'image/svg+xml' },
    pdf: { kind: 'pdf', mimeType: 'application/pdf' },
    zip: { kind: 'compressed', mimeType: 'application/zip' },
    mp4: { kind: 'video', mimeType: 'video/mp4' },
    vtt: { kind: 'text', mimeType: 'text/vtt' },
  }
  return kinds[extension] ?? { kind: 'unknown', mimeType: 'application/octet-stream' }
}

/** A stable UUID-shaped uid, as Craft gives every element one. */
function uidOf(kind: string, id: string): string {
  const hex = createHash('sha1').update(`${kind}:${id}`).digest('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`
}
