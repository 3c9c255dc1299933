import { useEffect, useEffectEvent, useId, useRef, type ReactNode } from 'react'
import type { CategoryRef } from '#schema/blocks/list-items'
import { listFilterParam } from '#runtime/list-filter'
import { useBlockContext } from '#renderers/block-context/block-context'
import * as styles from '#renderers/entry-list/entry-list.css'

/**
 * A list's filter (decision 040): buttons on wider screens, a dropdown on phones, each a GET
 * form that puts `?category=<slug>` in the page's address, so without JavaScript the server draws
 * the filtered list. With it, `choose` keeps the filter in the URL in place (the site's
 * ListFilterContext) and the pressed button keeps focus, as it stays on the page.
 */
export function ListFilterControls({
  filters,
  chosen,
  choose,
}: {
  filters: readonly CategoryRef[]
  /** The slug shown, '' for all. */
  chosen: string
  choose: (slug: string) => void
}): ReactNode {
  const { labels } = useBlockContext()
  const selectId = useId()
  // A choice made in the dropdown before the app ran (decision 059) applies once it runs, as it
  // would have at once with it; an effect, so that the router is ready to take it.
  const dropdown = useRef<HTMLSelectElement>(null)
  const adoptEarlyChoice = useEffectEvent(() => {
    const list = dropdown.current
    if (!list) return
    // What the server's HTML showed: its selected option, or the first when none matched (an
    // unknown filter, which the list reports and keeps).
    const served = [...list.options].find((option) => option.defaultSelected) ?? list.options[0]
    if (list.value !== chosen && list.value !== served?.value) choose(list.value)
  })
  useEffect(() => adoptEarlyChoice(), [])
  return (
    <div className={styles.filters}>
      {/* A form may not be a group (axe aria-allowed-role): the group of buttons is inside it. */}
      <form method="get">
        <div className={styles.filterButtons} role="group" aria-label={labels.filterBy}>
          {[{ id: '', title: labels.all, slug: '' }, ...filters].map((category) => (
            <button
              key={category.slug || 'all'}
              type="submit"
              // "All" sends nothing: the address without the filter.
              name={category.slug === '' ? undefined : listFilterParam}
              value={category.slug === '' ? undefined : category.slug}
              className={styles.filterButton}
              aria-pressed={chosen === category.slug}
              onClick={(event) => {
                event.preventDefault()
                choose(category.slug)
              }}
            >
              {category.title}
            </button>
          ))}
        </div>
      </form>
      <form method="get" className={styles.dropdown}>
        <label className={styles.dropdownLabel} htmlFor={selectId}>
          {labels.filterBy}
          <select
            id={selectId}
            name={listFilterParam}
            className={styles.select}
            value={chosen}
            onChange={(event) => choose(event.target.value)}
            ref={dropdown}
          >
            <option value="">{labels.all}</option>
            {filters.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.title}
              </option>
            ))}
          </select>
        </label>
        {/* A choice in the dropdown applies at once with script; without it this button sends it. */}
        <noscript>
          <button type="submit" className={styles.filterButton}>
            {labels.showFiltered}
          </button>
        </noscript>
      </form>
    </div>
  )
}
