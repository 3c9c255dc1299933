import type { ReactNode } from 'react'
import type { BlockName, BlockProps } from '#schema/blocks/block-codecs'
import type { PageNodeOf } from '#schema/page-tree'

/** What `<PageTree>` gives the renderer of a block `K`. */
export type BlockRenderInput<K extends BlockName> = {
  /** The decoded, locale-resolved props: `t.TypeOf` of the block's codec. */
  props: BlockProps<K>
  /** The block's children, already rendered (empty for blocks that hold none). */
  children: ReactNode
  /** The node itself, for its `id` or to look at its children's kinds (e.g. to count columns). */
  node: PageNodeOf<K>
}

/**
 * A block's renderer: a pure component from its decoded props to markup. It never fetches and
 * never picks a language, and its root element carries `data-block="<name>"`.
 *
 * @example
 * export const FieldSpacer: BlockRenderer<'fieldSpacer'> = ({ props }) => <div data-block="fieldSpacer" ... />
 */
export type BlockRenderer<K extends BlockName> = (input: BlockRenderInput<K>) => ReactNode

/**
 * A renderer for each block name and nothing else: a codec without a renderer, or a renderer for
 * no codec, is a compile error where the registry is written (renderers/registry.ts).
 */
export type BlockRenderers = { [K in BlockName]: BlockRenderer<K> }
