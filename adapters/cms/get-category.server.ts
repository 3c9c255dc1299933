import { decodeOrThrow } from '#schema/decode'
import { CategoryAnswer } from '#schema/entry-page'
import type { CategoryPage } from '#schema/entry-page'
import type { Locale } from '#schema/locale'
import { locales } from '#schema/locale'
import type { CmsClient } from './cms-client.server'
import { CategoryDocument } from './generated/graphql'

/** A category of `group` by slug in `locale`, or null when there is none. */
export async function getCategory(
  cms: CmsClient,
  request: { group: string; slug: string; locale: Locale },
): Promise<CategoryPage | null> {
  const data = await cms.query(CategoryDocument, {
    group: [request.group],
    slug: [request.slug],
    siteId: locales[request.locale].siteId,
  })
  return decodeOrThrow(CategoryAnswer, data, `Category ${request.group}/${request.slug}`).category
}
