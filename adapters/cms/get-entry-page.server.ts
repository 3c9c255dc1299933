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
import type { CmsClient, Preview } from './cms-client.server'
import { decodePageTree, pageBlocksFragments, pageBlocksSelection } from './page-blocks'

type Variables = { section: string[]; slug?: string[]; siteId: number }

/**
 * One entry with its blocks. The block selection comes from the block schemas (one fragment per
 * block), so it is composed here rather than written as a static document; a test validates the
 * composed query against the SDL.
 */
export const entryPageQuery: TypedDocumentNode<unknown, Variables> = parse(`
  query EntryPage($section: [String], $slug: [String], $siteId: [QueryArgument]) {
    entry(section: $section, slug: $slug, siteId: $siteId) {
      id title slug sectionHandle typeHandle postDate dateUpdated
      localized { siteId slug }
      ... on CatalogueEntry {
        fieldTextContent
        fieldImage { ${imageSelectionOf(1600, [480, 960, 1600, 2560])} }
        ${pageBlocksSelection}
      }
      ... on home_home_Entry { plainDescription }
      ... on pages_page_Entry { plainDescription seoNoIndex }
      ... on landing_landing_Entry { plainDescription seoNoIndex }
    }
  }
  ${pageBlocksFragments}
`)

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
  const data = await cms.query(entryPageQuery, variables, { preview: request.preview })
  const raw = isRecord(data) ? data['entry'] : undefined
  if (raw === null || raw === undefined) return null
  const entry = decodeOrThrow(EntryPage, raw, `Entry ${request.section}/${request.slug ?? ''}`)
  const blocks = isRecord(raw) ? raw['contentBlocks'] : undefined
  const { tree, skipped } = decodePageTree(blocks ?? [], {
    entry: `${request.section}/${entry.slug} (${request.locale})`,
    warn: (warning) => log.warn('A block was left out of the page', { ...warning }),
    access: request.access ?? 'anonymous',
  })
  return { entry, tree, skipped }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
