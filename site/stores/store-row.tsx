import type { Store } from '#schema/store'
import { useTranslations } from '#site/i18n/translations'
import { storeTypeLabel } from './store-type-label'
import * as styles from './store-locator.css'

/**
 * A store in the list: its distance once the visitor is located, its name as the button that
 * picks it (the map flies there), its type, address and phone.
 */
export function StoreRow({
  store,
  distance,
  selected,
  onPick,
}: {
  store: Store
  /** The distance, formatted with its unit; null before "Near me". */
  distance: string | null
  selected: boolean
  onPick: () => void
}) {
  const t = useTranslations()
  return (
    <li className={styles.row} data-store-id={store.id} data-selected={selected}>
      {distance !== null && <span className={styles.distance}>{t.storeLocator.distance({ distance })}</span>}
      <button type="button" className={styles.rowName} onClick={onPick} aria-pressed={selected}>
        {store.name}
      </button>
      <p className={styles.rowMeta}>
        <span className={styles.rowType}>{storeTypeLabel(t, store.storeType)}</span>
        <br />
        {store.address}, {[store.zip, store.city].filter(Boolean).join(' ')}
        {store.province && store.province !== store.city ? ` (${store.province})` : ''}, {store.country}
        {store.phone && (
          <>
            <br />
            <a href={`tel:${store.phone.replace(/[^+\d]/g, '')}`}>{store.phone}</a>
          </>
        )}
      </p>
    </li>
  )
}
