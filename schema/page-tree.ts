import type { BlockName, BlockProps } from '#schema/blocks/block-codecs'

/**
 * The node of a block kind: `PageNodeOf<'fieldTitle'>` has the title's props. Written as a mapped
 * type indexed by `K` so it distributes over a union of names and generic code over `K` can
 * build one (TypeScript's correlated unions).
 */
export type PageNodeOf<K extends BlockName> = { [P in K]: BlockNode<P> }[K]

// An interface, so the tree may refer to itself through `children`.
interface BlockNode<K extends BlockName> {
  id: string
  type: K
  props: BlockProps<K>
  children: PageNode[]
}

/**
 * A decoded block: a discriminated union on `type`, so `node.type === 'fieldTitle'` narrows
 * `node.props`. Children are already filtered to what the parent accepts (schema/allowed-children).
 */
export type PageNode = PageNodeOf<BlockName>

/** A page's blocks, top level first, nested. */
export type PageTree = PageNode[]

/** What the CMS adapter reports about a block it left out of the tree. */
export type BlockWarning = {
  /** The entry whose blocks these are (e.g. `pages/chi-siamo` or an id). */
  entry: string
  /** Where the block sits in the CMS answer, e.g. `contentBlocks[3].fieldTitle`. */
  path: string
  /** Why it was left out: unknown type, not allowed in its parent, or the decoder's report. */
  reason: string
}

/**
 * A block left out of the tree, with where it would have been: among the children of `parentId`
 * (`null`: the top level), before the child now at `index`. Development shows a placeholder there.
 */
export type SkippedBlock = {
  path: string
  type: string
  reason: string
  parentId: string | null
  index: number
}
