import type { ReactNode } from 'react'
import type { DownloadItem as Download, EntrySummary } from '#schema/blocks/list-items'
import type { DownloadListBlock, EntryListBlock } from '#schema/blocks/list-block'
import type { BlockRenderer } from '#runtime/define-block'
import { visibility } from '#runtime/styles/layout-options'
import { sprinkles } from '#runtime/styles/sprinkles.css'
import { useBlockContext } from '#renderers/block-context/block-context'
import { DownloadItem } from '#renderers/download-item/download-item'
import { EntryCard } from '#renderers/entry-list/entry-card'
import { EntryList } from '#renderers/entry-list/entry-list'

/*
 * The twelve list blocks (list* chosen entries, all* a whole section) share one renderer: they
 * differ only in what the CMS or the adapter put in `entries`.
 */
type EntryBlockName =
  | 'listProduct'
  | 'listCollection'
  | 'listInspiration'
  | 'listNews'
  | 'listProject'
  | 'allProducts'
  | 'allCollection'
  | 'allInspiration'
  | 'allNews'
  | 'allProjects'

function entryBlock<K extends EntryBlockName>(name: K): BlockRenderer<K> {
  return function ListBlock({ props }) {
    return <EntryListBlock name={name} props={{ kind: 'entries', ...props }} />
  }
}

function downloadBlock<K extends 'listDownload' | 'allDownload'>(name: K): BlockRenderer<K> {
  return function DownloadListBlock({ props }) {
    return <EntryListBlock name={name} props={{ kind: 'downloads', ...props }} />
  }
}

function EntryListBlock({
  name,
  props,
}: {
  name: string
  props: ({ kind: 'entries' } & EntryListBlock) | ({ kind: 'downloads' } & DownloadListBlock)
}): ReactNode {
  const { labels } = useBlockContext()
  const common = {
    filters: props.fieldListFilter,
    listStyle: props.optionListStyle,
    quantity: props.optionElementQuantity,
    slider: props.optionIsSlider,
    title: props.fieldTitle,
  }
  return (
    <section
      data-block={name}
      className={sprinkles({ display: visibility(props.optionResponsiveVisibility, 'block') })}
    >
      {props.kind === 'downloads' ? (
        <EntryList<Download>
          {...common}
          items={props.entries}
          keyOf={(item) => item.id}
          categoriesOf={(item) =>
            item.category
              ? [{ id: item.category, slug: item.category, title: labels.downloadCategory(item.category) }]
              : []
          }
          renderItem={(item) => <DownloadItem item={item} />}
        />
      ) : (
        <EntryList<EntrySummary>
          {...common}
          items={props.entries}
          keyOf={(item) => item.id}
          categoriesOf={(item) => item.categories}
          renderItem={(item) => <EntryCard entry={item} listStyle={props.optionListStyle} />}
        />
      )}
    </section>
  )
}

// Each typed with its block name: that is how `npm run codegen` finds a block's renderer.
export const ListProduct: BlockRenderer<'listProduct'> = entryBlock('listProduct')
export const ListCollection: BlockRenderer<'listCollection'> = entryBlock('listCollection')
export const ListInspiration: BlockRenderer<'listInspiration'> = entryBlock('listInspiration')
export const ListNews: BlockRenderer<'listNews'> = entryBlock('listNews')
export const ListProject: BlockRenderer<'listProject'> = entryBlock('listProject')
export const ListDownload: BlockRenderer<'listDownload'> = downloadBlock('listDownload')
export const AllProducts: BlockRenderer<'allProducts'> = entryBlock('allProducts')
export const AllCollection: BlockRenderer<'allCollection'> = entryBlock('allCollection')
export const AllInspiration: BlockRenderer<'allInspiration'> = entryBlock('allInspiration')
export const AllNews: BlockRenderer<'allNews'> = entryBlock('allNews')
export const AllProjects: BlockRenderer<'allProjects'> = entryBlock('allProjects')
export const AllDownload: BlockRenderer<'allDownload'> = downloadBlock('allDownload')
