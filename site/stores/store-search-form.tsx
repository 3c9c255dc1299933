import type { FormEvent } from 'react'
import { isStoreType, storeTypes, type StoreType } from '#schema/store-type'
import { useTranslations } from '#site/i18n/translations'
import type { Locator } from './store-map-port'
import { storeTypeLabel } from './store-type-label'
import type { NearMeStatus } from './use-near-me'
import * as styles from './store-locator.css'

/**
 * The locator's search: the text, the store type, Search and "Near me". A GET form that works
 * without JS; with the machine, each change goes to it and the list follows the typing.
 */
export function StoreSearchForm({
  locator,
  initialQuery,
  initialType,
  nearMe,
  hydrated,
  unloaded,
}: {
  locator: Pick<Locator, 'send'>
  initialQuery: string
  initialType: StoreType | null
  nearMe: { status: NearMeStatus; locate(): void }
  hydrated: boolean
  /** The machine or the store list could not load: the form is the plain GET form. */
  unloaded: boolean
}) {
  const t = useTranslations()
  function submit(event: FormEvent<HTMLFormElement>) {
    // With JS the list already follows the typing; without it (or its code) the form reloads the page (GET).
    if (unloaded) return
    event.preventDefault()
    locator.send({ type: 'SUBMITTED' })
  }
  // The fields are the visitor's own (uncontrolled): only they change the search, and what is
  // typed before the machine and the store list have loaded stays, to be sent to it as it starts.
  return (
    <form method="get" role="search" className={styles.searchRow} onSubmit={submit}>
      <label className={styles.field}>
        {t.storeLocator.searchLabel()}
        <input
          className={styles.input}
          type="search"
          name="q"
          defaultValue={initialQuery}
          placeholder={t.storeLocator.searchPlaceholder()}
          onChange={(event) => locator.send({ type: 'SEARCHED', query: event.currentTarget.value })}
        />
      </label>
      <label className={styles.field}>
        {t.storeLocator.typeLabel()}
        <select
          className={styles.input}
          name="type"
          defaultValue={initialType ?? ''}
          onChange={(event) => {
            const value = event.currentTarget.value
            locator.send({ type: 'TYPE_CHOSEN', storeType: isStoreType(value) ? value : null })
          }}
        >
          <option value="">{t.storeLocator.allTypes()}</option>
          {storeTypes.map((value) => (
            <option key={value} value={value}>
              {storeTypeLabel(t, value)}
            </option>
          ))}
        </select>
      </label>
      <button className={styles.button} type="submit">
        {t.storeLocator.search()}
      </button>
      {/* The browser's position needs JavaScript: without it the button would do nothing, so
          it stays invisible (and out of the tab order) until the page is hydrated, its space
          kept so the form does not move when it appears (CLS 0). */}
      <button
        className={styles.secondaryButton}
        type="button"
        onClick={() => nearMe.locate()}
        disabled={nearMe.status === 'locating'}
        style={hydrated && !unloaded ? undefined : { visibility: 'hidden' }}
      >
        {t.storeLocator.nearMe()}
      </button>
    </form>
  )
}
