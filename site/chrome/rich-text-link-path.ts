import { routedPath } from './internal-path'

/** What a click on a link inside rich text is judged by. */
export type RichTextLinkClick = {
  button: number
  metaKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
  altKey: boolean
  /** The anchor's `href` as the browser resolved it (absolute), never the CMS's text. */
  href: string
  /** The anchor's `target` attribute, '' when it has none. */
  target: string
  /** Whether the anchor has a `download` attribute. */
  download: boolean
  /** The page's own URL (absolute). */
  here: string
}

/**
 * The path a click on a rich-text link navigates to inside the app, or undefined when the browser
 * must follow it: the same rules as the site's link (site-link.tsx, spec 4): a screen of the
 * route table on this origin only, and the visitor's new tab, window or download is left alone.
 *
 * @example richTextLinkPath({ button: 0, …, href: 'https://fast.example/it/chi-siamo', target: '', download: false, here: 'https://fast.example/it' }, ['https://fast.example']) // '/it/chi-siamo'
 */
export function richTextLinkPath(click: RichTextLinkClick, origins: readonly string[]): string | undefined {
  if (click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return undefined
  if (click.download) return undefined
  if (click.target !== '' && click.target.toLowerCase() !== '_self') return undefined
  // A link to a place on this very page scrolls, as the browser does it.
  if (click.href.includes('#') && withoutHash(click.href) === withoutHash(click.here)) return undefined
  return routedPath(click.href, origins)
}

function withoutHash(url: string): string {
  const mark = url.indexOf('#')
  return mark < 0 ? url : url.slice(0, mark)
}
