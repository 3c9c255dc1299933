import { isLeft, left, right, type Either } from 'fp-ts/lib/Either'
import * as t from 'io-ts'
import { PathReporter } from 'io-ts/lib/PathReporter'
import { acceptsChild } from '#schema/allowed-children'
import { codecOf, isBlockName, type BlockName, type BlockProps } from '#schema/blocks/block-codecs'
import type { BlockWarning, PageNode, PageNodeOf, PageTree, SkippedBlock } from '#schema/page-tree'
import { redactPageTree, type Access } from '#schema/blocks/restricted-content'

/** The fields every block has, whatever its type; the rest is the block codec's business. */
const BlockHeader = t.type({
  id: t.union([t.string, t.number]),
  typeHandle: t.string,
})

export type DecodedPage = { tree: PageTree; skipped: SkippedBlock[] }

type Frame = {
  level: number
  /** The node that takes this block's children; null when the block was left out. */
  node: PageNode | null
}

/**
 * Turns the depth-first block list of a page (each block with its `level`, 1 at the top: what
 * `flattenMatrixBlocks` makes of Craft 5's nested Matrix entries) into the normalized page tree. A block that fails to decode, has a type with no codec, or
 * is not allowed in its parent (schema/allowed-children) is left out with everything nested in
 * it; `warn` hears of it with the entry, the path and the reason, and the rest of the page stays.
 * Disabled blocks (`enabled: false`) are left out silently: the editor switched them off.
 * Restricted URLs the visitor may not have are removed (spec 6; `access` defaults to anonymous
 * until the loaders know the session).
 *
 * @example decodePageTree(data.entry.contentBlocks, { entry: 'pages/chi-siamo', warn: logger.warn })
 */
export function decodePageTree(
  raw: unknown,
  context: { entry: string; warn: (warning: BlockWarning) => void; access?: Access },
): DecodedPage {
  const tree: PageTree = []
  const skipped: SkippedBlock[] = []
  if (raw === null || raw === undefined) return { tree, skipped }
  if (!Array.isArray(raw)) {
    const reason = `expected the list of blocks, got ${describe(raw)}`
    context.warn({ entry: context.entry, path: 'contentBlocks', reason })
    return {
      tree,
      skipped: [{ path: 'contentBlocks', type: 'contentBlocks', reason, parentId: null, index: 0 }],
    }
  }

  const blocks: readonly unknown[] = raw
  const stack: Frame[] = []
  for (const [index, block] of blocks.entries()) {
    const level = levelOf(block)
    while ((stack.at(-1)?.level ?? 0) >= level) stack.pop()
    const parentFrame = stack.at(-1)
    // Inside a block already left out: the subtree goes with it, and one warning is enough.
    if (parentFrame && parentFrame.node === null) {
      stack.push({ level, node: null })
      continue
    }
    const parent = parentFrame?.node ?? null
    const siblings = parent ? parent.children : tree
    const place = decodePlaced(block, parent)
    if (place.kind === 'disabled') {
      stack.push({ level, node: null })
      continue
    }
    if (place.kind === 'left out') {
      const path = `contentBlocks[${index}].${place.type}`
      context.warn({ entry: context.entry, path, reason: place.reason })
      skipped.push({
        path,
        type: place.type,
        reason: place.reason,
        parentId: parent?.id ?? null,
        index: siblings.length,
      })
      stack.push({ level, node: null })
      continue
    }
    siblings.push(place.node)
    stack.push({ level, node: place.node })
  }
  return { tree: redactPageTree(tree, context.access), skipped }
}

type Placed =
  { kind: 'node'; node: PageNode } | { kind: 'left out'; type: string; reason: string } | { kind: 'disabled' }

/** One raw block decoded for its place under `parent` (null: the top of the page). */
function decodePlaced(block: unknown, parent: PageNode | null): Placed {
  const header = BlockHeader.decode(block)
  if (isLeft(header))
    return { kind: 'left out', type: 'block', reason: PathReporter.report(header).join('; ') }
  const { typeHandle } = header.right
  if (isDisabled(block)) return { kind: 'disabled' }
  if (!isBlockName(typeHandle))
    return { kind: 'left out', type: typeHandle, reason: `'${typeHandle}' is an unknown block type` }
  if (!acceptsChild(parent?.type ?? null, typeHandle)) {
    return {
      kind: 'left out',
      type: typeHandle,
      reason: `'${typeHandle}' is not allowed inside '${parent?.type ?? 'the page'}'`,
    }
  }
  const node = decodeNode(typeHandle, String(header.right.id), block)
  return isLeft(node)
    ? { kind: 'left out', type: typeHandle, reason: node.left }
    : { kind: 'node', node: node.right }
}

// Generic over the block name so the node's type and props are known to belong together.
function decodeNode<K extends BlockName>(type: K, id: string, block: unknown): Either<string, PageNodeOf<K>> {
  const codec: t.Decoder<unknown, BlockProps<K>> = codecOf(type)
  const props = codec.decode(block)
  if (isLeft(props)) return left(PathReporter.report(props).join('; '))
  return right({ id, type, props: props.right, children: [] })
}

/** A block's level, 1 when the CMS left it out or sent nonsense (treated as top level). */
function levelOf(block: unknown): number {
  const level = t.type({ level: t.number }).is(block) ? block.level : 1
  return Number.isInteger(level) && level >= 1 ? level : 1
}

function isDisabled(block: unknown): boolean {
  return t.type({ enabled: t.literal(false) }).is(block)
}

function describe(value: unknown): string {
  return Array.isArray(value) ? 'a list' : value === null ? 'null' : typeof value
}

/** The section each all* block shows in full (decision 007). */
const sectionOfAllBlock = {
  allProducts: 'products',
  allCollection: 'collections',
  allInspiration: 'inspiration',
  allNews: 'news',
  allProjects: 'projects',
  allDownload: 'downloads',
} as const satisfies Partial<Record<BlockName, string>>

export type AllBlockSection = (typeof sectionOfAllBlock)[keyof typeof sectionOfAllBlock]

/** What the adapter fetches to fill the all* blocks: the raw entries of a section. */
export type FetchSection = (section: AllBlockSection) => Promise<unknown>

/**
 * Fills every all* block of `tree` with its section's entries (decision 007): one query per
 * section the page needs, decoded with the block's own codec so a bad entry is reported like a
 * bad block. Blocks whose entries fail to load or decode stay empty, with a warning.
 */
export async function fillSectionLists(
  tree: PageTree,
  fetchSection: FetchSection,
  warn: (warning: BlockWarning) => void,
  entry: string,
  access: Access = 'anonymous',
): Promise<PageTree> {
  const needed = new Set<AllBlockSection>()
  const visit = (nodes: PageTree) => {
    for (const node of nodes) {
      if (isAllBlock(node.type)) needed.add(sectionOfAllBlock[node.type])
      visit(node.children)
    }
  }
  visit(tree)
  if (needed.size === 0) return tree
  const loaded = new Map<AllBlockSection, unknown>()
  await Promise.all(
    [...needed].map(async (section) => {
      try {
        loaded.set(section, await fetchSection(section))
      } catch (error) {
        warn({
          entry,
          path: `all:${section}`,
          reason: error instanceof Error ? error.message : String(error),
        })
      }
    }),
  )
  const fill = (nodes: PageTree): PageTree =>
    nodes.map((node): PageNode => {
      const children = fill(node.children)
      if (!isAllBlock(node.type)) return { ...node, children }
      const raw = { ...node.props, entries: loaded.get(sectionOfAllBlock[node.type]) ?? [] }
      const decoded = decodeNode(node.type, node.id, raw)
      if (isLeft(decoded)) {
        warn({ entry, path: `${node.type}#${node.id}.entries`, reason: decoded.left })
        return { ...node, children }
      }
      return { ...decoded.right, children }
    })
  return redactPageTree(fill(tree), access)
}

function isAllBlock(type: BlockName): type is keyof typeof sectionOfAllBlock {
  return Object.hasOwn(sectionOfAllBlock, type)
}
