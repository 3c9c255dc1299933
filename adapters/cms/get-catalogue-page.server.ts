import { parse } from 'graphql'
import type { TypedDocumentNode } from '@urql/core'
import type { Access } from '#schema/blocks/restricted-content'
import { locales, type Locale } from '#schema/locale'
import type { Logger } from '#schema/logger'
import type { CmsClient, Preview } from './cms-client.server'
import { getEntryPage, type LoadedEntryPage } from './get-entry-page.server'
import { fillSectionLists, type AllBlockSection } from './page-blocks'
import { downloadSelection, entrySummarySelection } from '#schema/blocks/list-items'

type SectionVariables = { section: string[]; siteId: number; orderBy?: string; relatedTo?: string[] }

/** Every entry of a section, in the shape the all* blocks decode (decision 007). */
export const sectionEntriesQuery: TypedDocumentNode<unknown, SectionVariables> = parse(`
  query SectionEntries($section: [String], $siteId: [QueryArgument], $orderBy: String, $relatedTo: [QueryArgument]) {
    entries(section: $section, siteId: $siteId, limit: 100, orderBy: $orderBy, relatedTo: $relatedTo) { ${entrySummarySelection} }
  }
`)

export const sectionDownloadsQuery: TypedDocumentNode<unknown, SectionVariables> = parse(`
  query SectionDownloads($section: [String], $siteId: [QueryArgument]) {
    entries(section: $section, siteId: $siteId, limit: 100) { ${downloadSelection} }
  }
`)

/** The raw entries of `section` in `locale`, for `fillSectionLists`. */
export async function fetchSectionEntries(
  cms: CmsClient,
  section: AllBlockSection | 'designers',
  locale: Locale,
  preview?: Preview,
  relatedTo?: string,
): Promise<unknown> {
  const variables: SectionVariables = { section: [section], siteId: locales[locale].siteId }
  if (relatedTo !== undefined) variables.relatedTo = [relatedTo]
  if (section === 'news') variables.orderBy = 'postDate DESC'
  const data = await cms.query(
    section === 'downloads' ? sectionDownloadsQuery : sectionEntriesQuery,
    variables,
    { preview },
  )
  return typeof data === 'object' && data !== null && 'entries' in data ? data.entries : []
}

/**
 * An entry page with its all* blocks filled and its restricted URLs removed for `access`
 * (anonymous until the loaders know the session: the accounts work passes it here).
 */
export async function getCataloguePage(
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
  const page = await getEntryPage(cms, request, log)
  if (!page) return null
  const entry = `${request.section}/${page.entry.slug} (${request.locale})`
  const tree = await fillSectionLists(
    page.tree,
    (section) => fetchSectionEntries(cms, section, request.locale, request.preview),
    (warning) => log.warn('A list block could not be filled', { ...warning }),
    entry,
    request.access ?? 'anonymous',
  )
  return { ...page, tree }
}
