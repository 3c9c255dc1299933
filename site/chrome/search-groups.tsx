import type { Ref } from 'react'
import { Link } from 'react-router'
import type { SearchResults } from '#schema/search'
import { useTranslations } from '#site/i18n/translations'
import { routedPath } from './internal-path'
import { MarkedWords } from './marked-words'
import * as styles from './overlay.css'
import * as hitStyles from './search-hit.css'

/**
 * Search hits grouped by kind (spec §2.6), each a link to its page with its matched words marked
 * and an excerpt under it: the same list in the search overlay and on the search results page,
 * from the same server function. `idPrefix` keeps the headings' ids unique.
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
                <Link
                  className={styles.hitLink}
                  to={hit.path}
                  // A download is a file behind the gate, not a screen: it loads as a document.
                  reloadDocument={routedPath(hit.path, []) === undefined}
                  data-hit=""
                >
                  {hit.titleParts ? <MarkedWords parts={hit.titleParts} /> : hit.title}
                </Link>
                {hit.excerpt && hit.excerpt.length > 0 ? (
                  <p className={hitStyles.excerpt}>
                    <MarkedWords parts={hit.excerpt} />
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
