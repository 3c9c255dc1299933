import type { BlockName } from '#schema/blocks/block-codecs'
import { blockPlaces } from '#schema/generated/block-places'

/*
 * Which block may sit where is declared by each block (`parents` in schema/blocks/<name>.ts);
 * `npm run codegen` copies those into schema/generated/block-places.ts, plain data, so the browser
 * reads them without loading every codec. The rules the declarations follow, per container
 * (spec 3, Allowed blocks):
 *
 * - A column (16 kinds) is narrow, so it takes the self-contained blocks (text, media, a card, a
 *   form) and no sections, rows, lists, sliders or archives, which need the page's width.
 * - A group (26 kinds) is a full-width section, so it takes what a column takes, rows of columns
 *   and the wide blocks (advanced gallery, storyline, download list, the six lists); not other
 *   sections (group, hero), the archives (all*: a page of their own, with filters), items that live
 *   only in their parent nor the finish slider (product pages, edge to edge).
 * - A hero (10 kinds) is words and calls to action over a picture, so it takes only what reads on
 *   a background: title, text, buttons, spacing, a rule, an icon or small image, a number, a card,
 *   and a row of columns to set two of those side by side.
 * - A row of columns holds only columns; an advanced gallery and a storyline only their own items,
 *   which live nowhere else (their `parents` lack 'page').
 */

/** Where a block may sit: inside a block that holds it, or `'page'`, the top of a page. */
export type BlockPlace = BlockName | 'page'

/** Blocks that hold other blocks: those some declaration names among its parents. */
export type ContainerKind = Exclude<(typeof blockPlaces)[BlockName]['parents'][number], 'page'>

const names = Object.keys(blockPlaces).filter((name): name is BlockName => Object.hasOwn(blockPlaces, name))

function parentsOf(name: BlockName): readonly string[] {
  return blockPlaces[name].parents
}

/** The kinds of block that may sit in `parent`, in declaration order (empty: it holds nothing). */
export function allowedChildren(parent: BlockPlace): BlockName[] {
  return names.filter((name) => parentsOf(name).includes(parent))
}

/** Whether a `child` block may sit in `parent` (`null`: the top of the page). */
export function acceptsChild(parent: BlockName | null, child: BlockName): boolean {
  return parentsOf(child).includes(parent ?? 'page')
}

/**
 * Whether a block lays out a full-width section of its own (gutters, content width): declared with
 * `section: true`. Any other block at the top of a page sits in a plain content box, so loose text
 * never touches the edge.
 */
export function isSectionKind(name: BlockName): boolean {
  return blockPlaces[name].section
}
