import type { ReactNode } from 'react'
import type { ListStyle } from '#schema/blocks/block-options'
import type { CategoryRef, EntrySummary } from '#schema/blocks/list-items'
import type { Locale } from '#schema/locale'
import { EntryCard } from '#renderers/entry-list/entry-card'
import { EntryList } from '#renderers/entry-list/entry-list'
import { BlockProvider } from '#site/catalogue/block-page'

/**
 * A catalogue screen's list, drawn with the same components as the list blocks: archive style
 * with filter buttons and a dropdown on the section lists, category style on category pages.
 * The first card's image is the largest above the fold, so it loads first. The screen's h1 is
 * the only heading above the cards, so they are h2 unless the list has a heading of its own.
 */
export function CatalogueList({
  entries,
  filters,
  locale,
  listStyle,
  headingLevel = 2,
  leadImage = true,
}: {
  entries: readonly EntrySummary[]
  filters: readonly CategoryRef[]
  locale: Locale
  listStyle: ListStyle
  /** 3 when the list sits under a heading of its own (a collection's products). */
  headingLevel?: 2 | 3
  /** false below another lead picture (a collection's hero): no card loads first. */
  leadImage?: boolean
}): ReactNode {
  return (
    <BlockProvider locale={locale}>
      <EntryList<EntrySummary>
        items={entries}
        keyOf={(entry) => entry.id}
        categoriesOf={(entry) => entry.categories}
        renderItem={(entry, index) => (
          <EntryCard
            entry={entry}
            listStyle={listStyle}
            priority={leadImage && index === 0}
            headingLevel={headingLevel}
          />
        )}
        filters={filters}
        listStyle={listStyle}
        quantity={3}
        slider={false}
      />
    </BlockProvider>
  )
}
