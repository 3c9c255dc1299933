import { useMemo, type ReactNode } from 'react'
import type { Locale } from '#schema/locale'
import type { PageTree as PageTreeData, SkippedBlock } from '#schema/page-tree'
import { PageTree } from '#runtime/page-tree'
import { BlockContext, type BlockContextValue } from '#renderers/block-context/block-context'
import { LeadImageContext, leadImageBlockOf } from '#renderers/lead-image/lead-image'
import { blockRenderers } from '#renderers/registry'
import { translationsFor } from '#site/i18n/translations'

/** The block words of a locale, from the i18n `blocks` section. */
function blockContextFor(locale: Locale): BlockContextValue {
  const t = translationsFor(locale).blocks
  return {
    locale,
    labels: {
      all: t.all(),
      filterBy: t.filterBy(),
      showFiltered: t.showFiltered(),
      unknownFilter: t.unknownFilter(),
      previous: t.previous(),
      next: t.next(),
      position: (current, total) => t.position({ current, total }),
      sliderTrack: (name) => t.sliderTrack({ name }),
      filterResultCount: (shown, total, filter) => t.filterResultCount({ shown, total, filter }),
      close: t.close(),
      openImage: (name) => t.openImage({ name }),
      download: t.download(),
      openLink: t.openLink(),
      loginToDownload: t.loginToDownload(),
      restricted: t.restricted(),
      empty: translationsFor(locale).list.empty(),
      hotpoint: (n) => t.hotpoint({ n }),
      finishes: t.finishes(),
      video: t.video(),
      videoDescription: (language) => t.videoDescription({ language }),
      downloadCategory: (value) => {
        const categories: Record<string, (() => string) | undefined> = t.downloadCategories
        return categories[value]?.() ?? value
      },
    },
  }
}

/** Gives blocks their words and locale (renderers/block-context) in the page's language. */
export function BlockProvider({ locale, children }: { locale: Locale; children: ReactNode }): ReactNode {
  const value = useMemo(() => blockContextFor(locale), [locale])
  return <BlockContext value={value}>{children}</BlockContext>
}

/**
 * A page of blocks in its locale: what every screen that shows CMS blocks renders (home can use
 * it too, so its blocks speak its language). The first image at the top of the blocks is the
 * page's lead image (preloaded, high priority) unless `leadImage` is false: the screen draws its
 * own above them (a product's picture).
 */
export function BlockPage({
  tree,
  skipped,
  locale,
  leadImage = true,
}: {
  tree: PageTreeData
  skipped: readonly SkippedBlock[]
  locale: Locale
  leadImage?: boolean
}): ReactNode {
  const lead = useMemo(() => (leadImage ? leadImageBlockOf(tree) : undefined), [leadImage, tree])
  return (
    <BlockProvider locale={locale}>
      <LeadImageContext value={lead}>
        <PageTree tree={tree} skipped={skipped} renderers={blockRenderers} />
      </LeadImageContext>
    </BlockProvider>
  )
}
