import * as t from 'io-ts'
import { decodeOrThrow } from '#schema/decode'
import { type Locale, locales } from '#schema/locale'
import { nullable } from '#schema/nullable'
import type { CmsClient } from './cms-client.server'
import { SitemapDocument } from './generated/graphql'

const Localized = t.type({ siteId: t.number, slug: nullable(t.string, '') })
const Item = t.type({
  id: t.union([t.string, t.number]),
  slug: nullable(t.string, ''),
  localized: nullable(t.array(Localized), []),
})
const SitemapAnswer = t.type({
  entries: nullable(
    t.array(
      t.intersection([
        Item,
        t.type({ sectionHandle: t.string }),
        t.partial({ seoNoIndex: nullable(t.boolean, false), dateUpdated: nullable(t.string, '') }),
      ]),
    ),
    [],
  ),
  categories: nullable(t.array(t.intersection([Item, t.type({ groupHandle: t.string })])), []),
})

/** Entries and categories of one site with their counterparts' slugs, as the sitemap lists them. */
export type SitemapItems = t.TypeOf<typeof SitemapAnswer>

/**
 * Every entry of `sections` and category of `groups` in `locale`'s site, each with the slugs of
 * its counterparts in the other sites (`localized`), for the sitemap's hreflang alternates.
 */
export async function listSitemapItems(
  cms: CmsClient,
  request: { locale: Locale; sections: string[]; groups: string[] },
): Promise<SitemapItems> {
  const data = await cms.query(SitemapDocument, {
    sections: request.sections,
    groups: request.groups,
    siteId: [locales[request.locale].siteId],
  })
  return decodeOrThrow(SitemapAnswer, data, 'Sitemap entries')
}
