import type { ReactNode } from 'react'
import type { BlockName } from '#schema/blocks/block-codecs'
import type { PageNodeOf, PageTree as PageTreeData, SkippedBlock } from '#schema/page-tree'
import type { BlockRenderInput, BlockRenderer, BlockRenderers } from '#runtime/define-block'
import { isSectionKind } from '#schema/allowed-children'
import { looseBlocks } from '#runtime/styles/section.css'
import { skippedBlock } from '#runtime/styles/skipped-block.css'

export type PageTreeProps = {
  tree: PageTreeData
  /** The site's renderer registry (renderers/registry.ts); runtime knows no concrete block. */
  renderers: BlockRenderers
  /** Blocks the CMS adapter left out (`decodePageTree(...).skipped`). */
  skipped?: readonly SkippedBlock[]
  /** Show a placeholder where a block was left out; on in development, never in production. */
  showSkipped?: boolean
  /**
   * `page` (default): the tree is a whole page, and loose top-level blocks get a content box.
   * `fragment`: the tree is rendered as it is, inside something that lays it out already.
   */
  layout?: 'page' | 'fragment'
}

/**
 * Renders a normalized page tree with the given renderers, depth first, each block's children
 * rendered inside it. A block left out while decoding shows as a dashed placeholder in
 * development, so an editor or developer sees what is missing and why; in production, nothing.
 *
 * @example <PageTree tree={page.tree} skipped={page.skipped} renderers={blockRenderers} />
 */
export function PageTree({
  tree,
  renderers,
  skipped = [],
  showSkipped = import.meta.env.DEV,
  layout = 'page',
}: PageTreeProps): ReactNode {
  const placeholders = showSkipped ? groupByParent(skipped) : new Map<string | null, SkippedBlock[]>()
  const renderItems = (nodes: PageTreeData, parentId: string | null): RenderedItem[] => {
    const left = placeholders.get(parentId) ?? []
    const out: RenderedItem[] = []
    nodes.forEach((node, index) => {
      out.push(...left.filter((block) => block.index === index).map(placeholderItem))
      const children = renderItems(node.children, node.id).map((item) => item.element)
      out.push({
        key: node.id,
        section: isSectionKind(node.type),
        element: renderNode(node.type, node, renderers, children),
      })
    })
    out.push(...left.filter((block) => block.index >= nodes.length).map(placeholderItem))
    return out
  }
  const items = renderItems(tree, null)
  return layout === 'page' ? groupLooseBlocks(items) : items.map((item) => item.element)
}

type RenderedItem = { key: string; section: boolean; element: ReactNode }

/**
 * At the top of a page, runs of blocks that are not sections go into one content box: a text or
 * an image placed straight on the page gets the same gutters and width as a section's content.
 */
function groupLooseBlocks(items: RenderedItem[]): ReactNode[] {
  const out: ReactNode[] = []
  let run: RenderedItem[] = []
  const flush = () => {
    const first = run[0]
    if (first) {
      out.push(
        <div key={`loose:${first.key}`} className={looseBlocks}>
          {run.map((item) => item.element)}
        </div>,
      )
    }
    run = []
  }
  for (const item of items) {
    if (item.section) {
      flush()
      out.push(item.element)
    } else {
      run.push(item)
    }
  }
  flush()
  return out
}

function placeholderItem(block: SkippedBlock): RenderedItem {
  return { key: `skipped:${block.path}`, section: false, element: placeholder(block) }
}

// Generic over the block name so `renderers[type]` and `node.props` are known to belong together.
function renderNode<K extends BlockName>(
  type: K,
  node: PageNodeOf<K>,
  renderers: BlockRenderers,
  children: ReactNode[],
): ReactNode {
  const Renderer: BlockRenderer<K> = renderers[type]
  const input: BlockRenderInput<K> = { props: node.props, node, children }
  return <Renderer key={node.id} {...input} />
}

function placeholder(block: SkippedBlock): ReactNode {
  return (
    <div key={`skipped:${block.path}`} data-skipped-block={block.type} className={skippedBlock} role="note">
      {`Block left out: ${block.path}\n${block.reason}`}
    </div>
  )
}

function groupByParent(skipped: readonly SkippedBlock[]): Map<string | null, SkippedBlock[]> {
  const byParent = new Map<string | null, SkippedBlock[]>()
  for (const block of skipped) byParent.set(block.parentId, [...(byParent.get(block.parentId) ?? []), block])
  return byParent
}
