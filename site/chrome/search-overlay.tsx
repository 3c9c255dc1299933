import { useActorRef, useSelector } from '@xstate/react'
import { isLeft } from 'fp-ts/lib/Either'
import { useId, useRef, useState } from 'react'
import type { KeyboardEvent } from 'react'
import { fromPromise } from 'xstate'
import { fetchMachine } from '#machines/fetch.machine'
import type { FetchParams } from '#machines/fetch.machine'
import { SearchAnswer, SearchResults, countLetters, searchMinLetters } from '#schema/search'
import type { SearchMessage } from '#schema/search'
import { useLocale, useTranslations } from '#site/i18n/translations'
import * as styles from './overlay.css'
import { OverlayPanel } from './overlay-panel'
import { SearchGroups } from './search-groups'

/** A failed search, carrying the endpoint's message code for the visitor's language. */
class SearchFailure extends Error {
  constructor(readonly code: SearchMessage) {
    super(`search failed: ${code}`)
  }
}

async function search(params: FetchParams, signal: AbortSignal): Promise<SearchResults> {
  const response = await fetch(`/api/search?${new URLSearchParams(params).toString()}`, {
    signal,
    headers: { accept: 'application/json' },
  })
  const answer = SearchAnswer.decode(await response.json())
  if (isLeft(answer)) throw new SearchFailure('SEARCH_FAILED')
  if (!answer.right.success || !answer.right.data) throw new SearchFailure(answer.right.message)
  return answer.right.data
}

const searchMachine = fetchMachine.provide({
  actors: { load: fromPromise<unknown, FetchParams>(({ input, signal }) => search(input, signal)) },
  // spec 5: at least 3 letters, checked before any request (the server checks again).
  guards: {
    acceptsParams: ({ event }) =>
      event.type === 'FETCH' && countLetters(event.params['q'] ?? '') >= searchMinLetters,
  },
})

/**
 * The search overlay (spec §2.6): a field that asks for at least 3 letters, then results of the
 * catalogue grouped by section, linked; arrow keys move between the field and the results. Its
 * states are the fetch machine's: the pending text shows only after 200 ms.
 */
export default function SearchOverlay({ onClose }: { onClose: () => void }) {
  const t = useTranslations()
  const locale = useLocale()
  const actor = useActorRef(searchMachine)
  const state = useSelector(actor, (snapshot) => snapshot)
  const results = SearchResults.is(state.context.data) ? state.context.data : null
  const query = state.context.params?.['q'] ?? ''
  const failure = state.context.error instanceof SearchFailure ? state.context.error.code : 'SEARCH_FAILED'
  const fieldId = useId()
  const list = useRef<HTMLDivElement>(null)
  const field = useRef<HTMLInputElement>(null)
  // The field's own clear button (the browser's is a blue mouse-only icon).
  const [typed, setTyped] = useState(false)

  const status = state.matches('invalid')
    ? t.search.messages.SEARCH_TOO_SHORT()
    : state.matches({ pending: 'visible' })
      ? t.search.pending()
      : state.matches('error')
        ? t.search.messages[failure]()
        : state.matches('success') && results
          ? results.groups.length === 0
            ? t.search.noResults({ query })
            : t.search.resultCount({
                count: results.groups.reduce((sum, group) => sum + group.hits.length, 0),
              })
          : ''

  // Arrow keys walk the field and the result links in order (spec §2.6: keyboard-navigable).
  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    const field = document.getElementById(fieldId)
    const stops = [field, ...(list.current?.querySelectorAll<HTMLElement>('a[data-hit]') ?? [])].filter(
      (element) => element !== null,
    )
    const at = stops.findIndex((element) => element === document.activeElement)
    const next = stops[Math.min(stops.length - 1, Math.max(0, at + (event.key === 'ArrowDown' ? 1 : -1)))]
    if (next) {
      event.preventDefault()
      next.focus()
    }
  }

  return (
    <OverlayPanel title={t.search.title()} shape="top" onClose={onClose}>
      {/* The arrow keys move between the field and the results, wherever the focus is inside. */}
      {/* eslint-disable-next-line jsx-a11y-x/no-static-element-interactions */}
      <div className={styles.panelBody} onKeyDown={onKeyDown}>
        <form role="search" onSubmit={(event) => event.preventDefault()}>
          <label className={styles.fieldLabel} htmlFor={fieldId}>
            {t.search.label()}
          </label>
          <div className={styles.searchRow}>
            <input
              ref={field}
              id={fieldId}
              className={`${styles.searchField} ${styles.searchFieldWithClear}`}
              type="search"
              name="q"
              autoComplete="off"
              placeholder={t.search.placeholder()}
              data-autofocus=""
              onChange={(event) => {
                const q = event.currentTarget.value
                setTyped(q !== '')
                // An emptied (or blank) field starts over: nothing searched, nothing to say.
                actor.send(q.trim() === '' ? { type: 'RESET' } : { type: 'FETCH', params: { q, locale } })
              }}
            />
            {typed ? (
              <button
                type="button"
                className={styles.clearButton}
                aria-label={t.search.clear()}
                onClick={() => {
                  if (field.current) field.current.value = ''
                  setTyped(false)
                  actor.send({ type: 'RESET' })
                  field.current?.focus()
                }}
              >
                <span aria-hidden="true">×</span>
              </button>
            ) : null}
          </div>
        </form>
        <p className={styles.status} role="status" aria-live="polite">
          {status}
        </p>
        {results && state.matches('success') ? (
          <SearchGroups results={results} idPrefix={fieldId} headingLevel={3} listRef={list} />
        ) : null}
      </div>
    </OverlayPanel>
  )
}
