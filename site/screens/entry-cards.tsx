import { Link } from 'react-router'
import type { EntryCard } from '#schema/entry-card'
import type { Locale } from '#schema/locale'
import { screenPath } from '#runtime/route-table'
import { detailScreenOfSection } from '#runtime/sections'
import { useTranslations } from '#site/i18n/translations'
import * as styles from './screen.css'

/** Entries as a grid of linked cards, images lazy (they are below the page header). */
export function EntryCards({ entries, locale }: { entries: EntryCard[]; locale: Locale }) {
  const t = useTranslations()
  if (entries.length === 0) return <p className={styles.pageHeader}>{t.list.empty()}</p>
  return (
    <ul className={styles.cards}>
      {entries.map((entry) => {
        const screen = detailScreenOfSection[entry.sectionHandle]
        const image = entry.fieldImage
        const content = (
          <>
            {image ? (
              <img
                className={styles.cardImage}
                src={image.url}
                srcSet={image.srcset || undefined}
                sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw"
                width={image.width}
                height={image.height}
                alt={image.alt}
                loading="lazy"
                decoding="async"
              />
            ) : null}
            <h2 className={styles.cardTitle}>{entry.title}</h2>
            {entry.sectionHandle === 'news' && entry.postDate ? (
              <time className={styles.cardDate} dateTime={entry.postDate}>
                {new Date(entry.postDate).toLocaleDateString(locale === 'it' ? 'it-IT' : 'en-US', {
                  dateStyle: 'long',
                  timeZone: 'UTC',
                })}
              </time>
            ) : null}
          </>
        )
        return (
          <li key={entry.id}>
            {screen ? (
              <Link className={styles.card} to={screenPath(screen, locale, { slug: entry.slug })}>
                {content}
              </Link>
            ) : (
              content
            )}
          </li>
        )
      })}
    </ul>
  )
}
