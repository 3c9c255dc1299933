import { useTranslations } from '#site/i18n/translations'
import type { NearMeStatus } from './use-near-me'
import * as styles from './store-locator.css'

/**
 * What the locator announces under its search: how "Near me" went (a status while it asks and
 * once it found the visitor, an alert when it could not), and the count of stores shown, read
 * out as it changes, with "the list follows the map" once it does.
 */
export function StoreLocatorStatus({
  nearMe,
  count,
  followsMap,
}: {
  nearMe: NearMeStatus
  count: number
  followsMap: boolean
}) {
  const t = useTranslations()
  return (
    <>
      {nearMe === 'locating' && (
        <p className={styles.message} role="status">
          {t.storeLocator.locating()}
        </p>
      )}
      {nearMe === 'located' && (
        <p className={styles.message} role="status">
          {t.storeLocator.located()}
        </p>
      )}
      {nearMe === 'denied' && (
        <p className={styles.alert} role="alert">
          {t.storeLocator.geoDenied()}
        </p>
      )}
      {nearMe === 'timeout' && (
        <p className={styles.alert} role="alert">
          {t.storeLocator.geoTimeout()}
        </p>
      )}
      {nearMe === 'unavailable' && (
        <p className={styles.alert} role="alert">
          {t.storeLocator.geoUnavailable()}
        </p>
      )}
      <p className={styles.message} aria-live="polite">
        {t.storeLocator.results({ count })}
        {followsMap && ` · ${t.storeLocator.inView()}`}
      </p>
    </>
  )
}
