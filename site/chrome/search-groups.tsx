import type { Ref } from 'react'
import { Link } from 'react-router'
import type { SearchResults } from '#schema/search'
import { useTranslations } from '#site/i18n/translations'
import * as styles from './overlay.css'

/**
 * Search hits grouped by section (spec §2.6), each a link to its page: the same list in the
 * search overlay and on the search results page. `idPrefix` keeps the headings' ids unique.
 */
export function SearchGroups({
  results,
  idPrefix,
  headingLevel,
  listRef,
}: {
  results: SearchResults
  idPrefix: string
  headingLevel: 2 | 3
  listRef?: Ref<HTMLDivElement>
}) {
  const t = useTranslations()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <div ref={listRef} className={styles.groups}>
      {results.groups.map((group) => (
        <section key={group.section} aria-labelledby={`${idPrefix}-${group.section}`}>
          <Heading id={`${idPrefix}-${group.section}`} className={styles.groupTitle}>
            {t.search.sections[group.section]()}
          </Heading>
          <ul className={styles.menuList}>
            {group.hits.map((hit) => (
              <li key={hit.id}>
                <Link className={styles.hitLink} to={hit.path} data-hit="">
                  {hit.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
