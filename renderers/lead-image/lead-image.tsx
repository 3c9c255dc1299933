import { createContext, useContext } from 'react'
import type { PageTree } from '#schema/page-tree'
import { isSectionKind } from '#schema/allowed-children'

/**
 * The id of the block whose image is the page's largest paint (docs/architecture.md, Performance: LCP): the first hero
 * with a background image, or image block, among the blocks a phone shows first (the loose blocks
 * before the first section, and that section). Only it loads with high priority and is preloaded
 * in the head; every other image stays lazy. None when the page opens with text.
 *
 * @example leadImageBlockOf(page.tree) // 'block-12'
 */
export function leadImageBlockOf(tree: PageTree): string | undefined {
  for (const node of tree) {
    const found = firstImageBlockIn(node)
    if (found !== undefined) return found
    if (isSectionKind(node.type)) return undefined
  }
  return undefined
}

function firstImageBlockIn(node: PageTree[number]): string | undefined {
  if (node.type === 'contentHero') {
    const { fieldBackgroundImage, fieldBackgroundImageMobile } = node.props
    if (fieldBackgroundImage !== null || fieldBackgroundImageMobile !== null) return node.id
  }
  if (node.type === 'fieldImage' && node.props.fieldImage !== null) return node.id
  for (const child of node.children) {
    const found = firstImageBlockIn(child)
    if (found !== undefined) return found
  }
  return undefined
}

/** The lead image's block id for the blocks below it; undefined: no block has priority. */
export const LeadImageContext = createContext<string | undefined>(undefined)

/** Whether the block `id` holds the page's lead image (load it first, preload it). */
export function useIsLeadImage(id: string): boolean {
  return useContext(LeadImageContext) === id
}
