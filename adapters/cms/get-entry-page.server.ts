import { parse } from 'graphql'
import type { TypedDocumentNode } from '@urql/core'
import { decodeOrThrow } from '#schema/decode'
import { EntryPage } from '#schema/entry-page'
import { imageSelectionOf } from '#schema/image-widths'
import type { Locale } from '#schema/locale'
import { locales } from '#schema/locale'
import type { Logger } from '#schema/logger'
import type { Access } from '#schema/blocks/restricted-content'
import type { PageTree, SkippedBlock } from '#schema/page-tree'
import { entryTypeName } from '#schema/blocks/craft-names'
import { sections } from '#schema/sections'
import type { CmsClient, Preview } from './cms-client.server'
import { pageBlocksFragments, pageBlocksSelection } from './block-fragments'
import { flattenMatrixBlocks } from './matrix-blocks'
import { decodePageTree } from './page-blocks'

type Variables = { section: string[]; slug?: string[]; siteId: number }

// Composed once per entry type: the CMS client prints a document once, remembered by its object.
const entryPageQueries = new Map<string, TypedDocumentNode<unknown, Variables>>()

/** What some entry types add to the page: the description search engines show, and noindex. */
const extraFields: Readonly<Record<string, string>> = {
  home: 'plainDescription',
  page: 'plainDescription seoNoIndex',
  landing: 'plainDescription seoNoIndex',
}

/**
 * One entry of `entryType` with its blocks. Craft 5 reaches an entry type's own fields only
 * through `... on {entryType}_Entry`, and the block selection comes from the block declarations,
 * so the query is composed here, one per entry type; a test validates each against the SDL.
 */
export function entryPageQuery(entryType: string): TypedDocumentNode<unknown, Variables> {
  const cached = entryPageQueries.get(entryType)
  if (cached !== undefined) return cached
  const query: TypedDocumentNode<unknown, Variables> = parse(`
    query EntryPage($section: [String], $slug: [String], $siteId: [QueryArgument]) {
      entry(section: $section, slug: $slug, siteId: $siteId) {
        id title slug sectionHandle typeHandle postDate dateUpdated
        localized { siteId slug }
        ... on ${entryTypeName(entryType)} {
          fieldTextContent
          fieldImage { ${imageSelectionOf(1600, [480, 960, 1600, 2560])} }
          ${extraFields[entryType] ?? ''}
          ${pageBlocksSelection}
        }
      }
    }
    ${pageBlocksFragments}
  `)
  entryPageQueries.set(entryType, query)
  return query
}

/** The entry type of each section with pages of blocks (schema/sections.ts). */
const entryTypeOfSection: ReadonlyMap<string, string> = new Map(
  sections.filter((section) => section.catalogue).map((section) => [section.handle, section.entryType]),
)

export type LoadedEntryPage = { entry: EntryPage; tree: PageTree; skipped: SkippedBlock[] }

/** The entry of `section` with `slug` (none for singles such as home) in `locale`, or null. */
export async function getEntryPage(
  cms: CmsClient,
  request: {
    section: string
    slug?: string | undefined
    locale: Locale
    preview?: Preview | undefined
    access?: Access
  },
  log: Logger,
): Promise<LoadedEntryPage | null> {
  const variables: Variables = { section: [request.section], siteId: locales[request.locale].siteId }
  if (request.slug !== undefined) variables.slug = [request.slug]
  const entryType = entryTypeOfSection.get(request.section)
  if (entryType === undefined) throw new Error(`Section '${request.section}' has no pages of blocks`)
  const data = await cms.query(entryPageQuery(entryType), variables, { preview: request.preview })
  const raw = isRecord(data) ? data['entry'] : undefined
  if (raw === null || raw === undefined) return null
  const entry = decodeOrThrow(EntryPage, raw, `Entry ${request.section}/${request.slug ?? ''}`)
  const blocks = isRecord(raw) ? raw['contentBlocks'] : undefined
  const { tree, skipped } = decodePageTree(flattenMatrixBlocks(blocks ?? []), {
    entry: `${request.section}/${entry.slug} (${request.locale})`,
    warn: (warning) => log.warn('A block was left out of the page', { ...warning }),
    access: request.access ?? 'anonymous',
  })
  return { entry, tree, skipped }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
