import type { useTranslations } from '#site/i18n/translations'
import type { StoreMapOptions } from './store-map'
import { storeTypeLabel } from './store-type-label'

/** The map's words, from the catalogue: its popups, clusters and the library's own controls. */
export function mapLabels(t: ReturnType<typeof useTranslations>): StoreMapOptions['labels'] {
  return {
    storeType: (store) => storeTypeLabel(t, store.storeType),
    phone: t.storeLocator.phone(),
    email: t.storeLocator.email(),
    website: t.storeLocator.website(),
    directions: t.storeLocator.directions(),
    cluster: (count) => t.storeLocator.cluster({ count }),
    ui: {
      title: t.storeLocator.mapUi.title(),
      zoomIn: t.storeLocator.mapUi.zoomIn(),
      zoomOut: t.storeLocator.mapUi.zoomOut(),
      resetBearing: t.storeLocator.mapUi.resetBearing(),
      toggleAttribution: t.storeLocator.mapUi.toggleAttribution(),
      mapFeedback: t.storeLocator.mapUi.mapFeedback(),
      logo: t.storeLocator.mapUi.logo(),
      marker: t.storeLocator.mapUi.marker(),
      closePopup: t.storeLocator.closePopup(),
    },
  }
}
