import type { StoreType } from '#schema/store'
import type { TranslationFunctions } from '#site/i18n/i18n-types'

/** A store type in the page's language. */
export function storeTypeLabel(t: TranslationFunctions, type: StoreType): string {
  switch (type) {
    case 'flagship':
      return t.storeLocator.typeFlagship()
    case 'dealer':
      return t.storeLocator.typeDealer()
    case 'spa-center':
      return t.storeLocator.typeSpaCenter()
    case 'contract-partner':
      return t.storeLocator.typeContractPartner()
  }
}
