import type { EntrySummary } from '#schema/blocks/list-items'
import type { Locale } from '#schema/locale'
import type { ScreenName } from '#runtime/route-table'
import { screenPath } from '#runtime/route-table'
import { listCatalogue } from '#adapters/cms/list-catalogue.server'
import type { LoaderArgs } from '#site/app-context'

/** A designer named on a product or collection page, with the path of their page. */
export type DesignerLink = { id: string; title: string; path: string }

export type RelatedEntries = { designers: DesignerLink[]; products: EntrySummary[] }

const none: RelatedEntries = { designers: [], products: [] }

/**
 * What a detail page links to beyond its own blocks (spec §2.2, detail screens): a product's and a
 * collection's designers, and a collection's products. A failure is logged and the page renders
 * without them, as the other optional parts of a page do.
 */
export async function relatedEntriesOf(
  context: LoaderArgs['context'],
  request: { screen: ScreenName; id: string; locale: Locale },
): Promise<RelatedEntries> {
  const { screen, id, locale } = request
  if (screen !== 'product' && screen !== 'collection') return none
  try {
    const [designers, products] = await Promise.all([
      listCatalogue(context.cms, { section: 'designers', locale, relatedTo: id }),
      screen === 'collection'
        ? listCatalogue(context.cms, { section: 'products', locale, relatedTo: id })
        : Promise.resolve({ entries: [] }),
    ])
    return {
      designers: designers.entries.map((designer) => ({
        id: designer.id,
        title: designer.title,
        path: screenPath('designer', locale, { slug: designer.slug }),
      })),
      products: products.entries,
    }
  } catch (error) {
    context.log.warn('The related entries of a page are unavailable', {
      id,
      error: error instanceof Error ? error.message : String(error),
    })
    return none
  }
}
