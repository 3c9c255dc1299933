import type { Locale } from '#schema/locale'
import type { SearchDocument } from '#schema/search-document'
import { translationsFor } from '#site/i18n/translations'

/**
 * The site's own screens a visitor searches for by name, which are no CMS entry: the store
 * locator, found by "rivenditori" or "dealers" (decision 046), in the words its page shows.
 */
export function screenDocuments(locale: Locale): SearchDocument[] {
  const t = translationsFor(locale)
  const types = t.storeLocator
  return [
    {
      id: 'screen-stores',
      kind: 'pages',
      title: t.screens.stores(),
      lead: t.stores.intro(),
      body: [
        types.typeFlagship(),
        types.typeDealer(),
        types.typeSpaCenter(),
        types.typeContractPartner(),
      ].join(' · '),
      target: { type: 'screen', screen: 'stores' },
      rank: 1,
    },
  ]
}
