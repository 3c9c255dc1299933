import type { ReactNode } from 'react'
import type { ListStyle } from '#schema/blocks/block-options'
import type { EntrySummary } from '#schema/blocks/list-items'
import { ContentLink } from '#runtime/content-link'
import { screenPath } from '#runtime/route-table'
import { detailScreenOfSection } from '#runtime/sections'
import { useBlockContext } from '#renderers/block-context/block-context'
import { classNames } from '#renderers/class-names'
import * as styles from '#renderers/entry-list/entry-list.css'
import { ResponsiveImage } from '#renderers/responsive-image/responsive-image'

const sizes = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw'

/**
 * An entry as a card linking to its page: image, the category (category style) or date (news),
 * title. `priority` for the first card of a page that opens with the list (its image is the
 * largest above the fold). `headingLevel` 2 where no list title sits between the page's h1 and
 * the cards (the catalogue screens), so the outline skips no level.
 */
export function EntryCard({
  entry,
  listStyle,
  priority = false,
  headingLevel = 3,
}: {
  entry: EntrySummary
  listStyle: ListStyle
  priority?: boolean
  headingLevel?: 2 | 3
}): ReactNode {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const { locale } = useBlockContext()
  const screen = detailScreenOfSection[entry.sectionHandle]
  const meta =
    entry.sectionHandle === 'news' && entry.postDate ? (
      <time className={styles.cardMeta} dateTime={entry.postDate}>
        {entry.postDateText || entry.postDate.slice(0, 10)}
      </time>
    ) : listStyle !== 'archive' ? (
      <p className={styles.cardMeta}>{entry.categories[0]?.title ?? entry.collection[0]?.title ?? ''}</p>
    ) : null
  const body = (
    <>
      {entry.fieldImage ? (
        <ResponsiveImage
          image={entry.fieldImage}
          sizes={listStyle === 'single' ? '(min-width: 768px) 60vw, 100vw' : sizes}
          priority={priority}
          className={styles.cardImage}
        />
      ) : null}
      <div>
        {meta}
        <Heading className={classNames(styles.cardTitle, listStyle === 'single' && styles.cardTitleSingle)}>
          {entry.title}
        </Heading>
      </div>
    </>
  )
  const className = classNames(styles.card, listStyle === 'single' && styles.cardSingle)
  return screen ? (
    <ContentLink
      className={className}
      href={screenPath(screen, locale, { slug: entry.slug })}
      data-entry={entry.slug}
    >
      {body}
    </ContentLink>
  ) : (
    <div className={className}>{body}</div>
  )
}
