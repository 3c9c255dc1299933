import type { Button } from '#schema/blocks/field-buttons'
import type { DownloadItem } from '#schema/blocks/list-items'
import type { PageNode, PageTree } from '#schema/page-tree'
import { noUrl, safeUrl, type SafeUrl } from '#schema/safe-url'

/**
 * Who the page is for, as far as restricted content goes (spec 6). The page loaders know no
 * session yet, so they pass nothing and get `anonymous`; the accounts work passes `registered`.
 */
export type Access = 'anonymous' | 'registered'

/** Where the download gate's addresses start. */
export const gatedDownloadPrefix = '/api/downloads/'

/** The download gate's address for a restricted file (it streams it to a logged-in user). */
export function gatedDownloadUrl(assetId: string): SafeUrl {
  return safeUrl(`${gatedDownloadPrefix}${encodeURIComponent(assetId)}`)
}

/**
 * A download as `access` may see it: an anonymous visitor gets a restricted entry without its
 * URL (the renderer shows it locked); a registered one gets its file through the download gate,
 * never the storage URL.
 */
export function downloadFor(item: DownloadItem, access: Access): DownloadItem {
  if (!item.restricted) return item
  if (access === 'anonymous') return { ...item, url: noUrl }
  return item.isLink || item.assetId === '' ? item : { ...item, url: gatedDownloadUrl(item.assetId) }
}

/** A button as `access` may see it: a `registered` button loses its URL for an anonymous visitor. */
export function buttonFor(button: Button, access: Access): Button {
  if (button.fieldButtonPermissions !== 'registered' || access === 'registered') return button
  return { ...button, fieldButton: { ...button.fieldButton, url: noUrl } }
}

/**
 * The page tree with every restricted URL removed that `access` may not have, so they are in
 * neither the HTML nor the loader data sent to that visitor (spec 6).
 *
 * @example redactPageTree(tree) // anonymous: no restricted download or button URL left
 */
export function redactPageTree(tree: PageTree, access: Access = 'anonymous'): PageTree {
  return tree.map((node) => redactNode(node, access))
}

function redactNode(node: PageNode, access: Access): PageNode {
  const children = redactPageTree(node.children, access)
  const buttons = (list: Button[]) => list.map((b) => buttonFor(b, access))
  const downloads = (list: DownloadItem[]) => list.map((d) => downloadFor(d, access))
  if (node.type === 'fieldButtons')
    return { ...node, children, props: { ...node.props, buttons: buttons(node.props.buttons) } }
  if (node.type === 'fieldCard')
    return { ...node, children, props: { ...node.props, buttons: buttons(node.props.buttons) } }
  if (node.type === 'fieldDownloadList')
    return { ...node, children, props: { ...node.props, entries: downloads(node.props.entries) } }
  if (node.type === 'listDownload')
    return { ...node, children, props: { ...node.props, entries: downloads(node.props.entries) } }
  if (node.type === 'allDownload')
    return { ...node, children, props: { ...node.props, entries: downloads(node.props.entries) } }
  return { ...node, children }
}
