import type { EntrySummary } from '#schema/blocks/list-items'
import type { Locale } from '#schema/locale'
import type { ScreenName } from '#runtime/route-table'
import { screenPath } from '#runtime/route-table'
import { listCatalogue } from '#adapters/cms/list-catalogue.server'
import type { LoaderArgs } from '#site/app-context'

/** A designer named on a product or collection page, with the path of their page. */
export type DesignerLink = { id: string; title: string; path: string }

export type RelatedEntries = {
  designers: DesignerLink[]
  products: EntrySummary[]
  collections: EntrySummary[]
}

const none: RelatedEntries = { designers: [], products: [], collections: [] }

/**
 * What a detail page links to beyond its own blocks (spec §2.2, detail screens): a product's and a
 * collection's designers, a collection's products, and a designer's products and collections. A failure is logged and the page renders
 * without them, as the other optional parts of a page do.
 */
export async function relatedEntriesOf(
  context: LoaderArgs['context'],
  request: { screen: ScreenName; id: string; locale: Locale },
): Promise<RelatedEntries> {
  const { screen, id, locale } = request
  if (screen !== 'product' && screen !== 'collection' && screen !== 'designer') return none
  const nothing = Promise.resolve({ entries: [] })
  try {
    const [designers, products, collections] = await Promise.all([
      screen === 'designer'
        ? nothing
        : listCatalogue(context.cms, { section: 'designers', locale, relatedTo: id }),
      screen === 'product'
        ? nothing
        : listCatalogue(context.cms, { section: 'products', locale, relatedTo: id }),
      screen === 'designer'
        ? listCatalogue(context.cms, { section: 'collections', locale, relatedTo: id })
        : nothing,
    ])
    return {
      designers: designers.entries.map((designer) => ({
        id: designer.id,
        title: designer.title,
        path: screenPath('designer', locale, { slug: designer.slug }),
      })),
      products: products.entries,
      collections: collections.entries,
    }
  } catch (error) {
    context.log.warn('The related entries of a page are unavailable', {
      id,
      error: error instanceof Error ? error.message : String(error),
    })
    return none
  }
}
