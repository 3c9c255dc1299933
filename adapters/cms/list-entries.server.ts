import { decodeOrThrow } from '#schema/decode'
import { EntryListAnswer } from '#schema/entry-card'
import type { EntryCard } from '#schema/entry-card'
import type { Locale } from '#schema/locale'
import { locales } from '#schema/locale'
import type { CmsClient } from './cms-client.server'
import { EntryListDocument } from './generated/graphql'

/** The entries of a section as cards, newest first for news (spec 7: entries query). */
export async function listEntries(
  cms: CmsClient,
  request: { section: string; locale: Locale; limit?: number; relatedTo?: string | number },
): Promise<EntryCard[]> {
  const data = await cms.query(EntryListDocument, {
    section: [request.section],
    siteId: locales[request.locale].siteId,
    limit: request.limit ?? 100,
    ...(request.relatedTo === undefined ? {} : { relatedTo: [request.relatedTo] }),
    ...(request.section === 'news' ? { orderBy: 'postDate DESC' } : {}),
  })
  return decodeOrThrow(EntryListAnswer, data, `Entries of ${request.section}`).entries
}
