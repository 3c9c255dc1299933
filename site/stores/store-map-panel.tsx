import { useCallback } from 'react'
import { useTranslations } from '#site/i18n/translations'
import type { MapShown } from './map-shown'
import type { StoreMapHost } from './store-map-host'
import * as styles from './store-locator.css'

/**
 * The map's place: the host's container (`data-map-state` says what it shows, map-shown.ts) and,
 * over it, what stands for the map until it is drawn: the no-JS note, "Show the map" on a phone
 * (decision 011), the loading text, or the alert that it failed.
 */
export function StoreMapPanel({
  host,
  shown,
  onShowMap,
}: {
  host: StoreMapHost
  shown: MapShown
  onShowMap: () => void
}) {
  const t = useTranslations()
  const attachMap = useCallback((element: HTMLDivElement | null) => host.attach(element), [host])
  return (
    <div className={styles.mapArea}>
      <div
        ref={attachMap}
        className={styles.mapCanvas}
        role="region"
        aria-label={t.storeLocator.mapLabel()}
        data-map-state={shown}
      />
      {shown === 'waiting' && (
        <noscript>
          <p className={styles.mapNote}>{t.storeLocator.mapNeedsJs()}</p>
        </noscript>
      )}
      {shown === 'offered' && (
        <div className={styles.mapOffer}>
          <button className={styles.secondaryButton} type="button" onClick={onShowMap}>
            {t.storeLocator.showMap()}
          </button>
        </div>
      )}
      {(shown === 'loading' || shown === 'failed') && (
        <p className={styles.mapPlaceholder} role={shown === 'failed' ? 'alert' : undefined}>
          {shown === 'failed' ? t.storeLocator.mapFailed() : t.storeLocator.mapLoading()}
        </p>
      )}
    </div>
  )
}
