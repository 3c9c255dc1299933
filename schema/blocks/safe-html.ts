import * as t from 'io-ts'
import { FilterXSS } from 'xss'

/*
 * Rich text from the CMS editor is trusted editors' content, yet it is written into the page as
 * HTML, so it is sanitized once while decoding (server side, in the CMS adapter) with js-xss: an
 * allow-list parser that needs no DOM, so the same code runs in Node and the browser. Scripts,
 * styles, event handler attributes (on*) and `javascript:` URLs are removed; the markup an editor
 * can produce (headings, paragraphs, emphasis, lists, links, quotes, tables, images) is kept.
 * A renderer only ever gets a `SafeHtml`, which nothing but this codec makes.
 */

interface SafeHtmlBrand {
  readonly SafeHtml: unique symbol
}

const links = ['href', 'title', 'target', 'rel']
const cells = ['colspan', 'rowspan', 'scope']
const editorMarkup: Record<string, string[]> = {
  a: links,
  p: [],
  br: [],
  hr: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  sub: [],
  sup: [],
  small: [],
  span: [],
  mark: [],
  code: [],
  pre: [],
  blockquote: ['cite'],
  cite: [],
  ul: [],
  ol: ['start', 'reversed'],
  li: [],
  figure: [],
  figcaption: [],
  img: ['src', 'srcset', 'sizes', 'alt', 'title', 'width', 'height', 'loading'],
  table: [],
  caption: [],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: cells,
  td: cells,
}

/*
 * A table keeps its columns on a phone with large text, so it scrolls sideways in a box of its
 * own instead of widening the page (WCAG 1.4.10 lets a data table scroll; the page must not).
 * The box takes keyboard focus so it can be scrolled without a pointer. Idempotent: the box is
 * not editor markup, so sanitizing again strips it and wraps the table anew.
 */
const tableBoxStart = '<div data-table-scroll tabindex="0"><table>'
const tableBoxEnd = '</table></div>'

/*
 * Boxes open and not yet closed in the text being sanitized. sanitizeHtml is synchronous, so one
 * counter serves every call. A stray `</table>` closes no box (its `</div>` would close the page's
 * own container), and a table left open is closed at the end: editor text, or a compromised CMS,
 * cannot unbalance the page around it.
 */
let openTableBoxes = 0

function boxTable(tag: string, isClosing: boolean): string | undefined {
  if (tag !== 'table') return undefined
  if (!isClosing) {
    openTableBoxes += 1
    return tableBoxStart
  }
  if (openTableBoxes === 0) return ''
  openTableBoxes -= 1
  return tableBoxEnd
}

const filter = new FilterXSS({
  whiteList: editorMarkup,
  onTag: (tag, _html, options) => boxTable(tag, options.isClosing === true),
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript'],
  allowCommentTag: false,
  css: false,
})

/** HTML that went through {@link sanitizeHtml}; the only HTML a renderer may write raw. */
export type SafeHtml = t.Branded<string, SafeHtmlBrand>

/** Removes everything but the editor markup above from `html`. Pure; runs on server and client. */
export function sanitizeHtml(html: string): SafeHtml {
  openTableBoxes = 0
  const clean = filter.process(html).trim() + tableBoxEnd.repeat(openTableBoxes)
  openTableBoxes = 0
  // The brand records that the filter ran; this is the one place allowed to assert it.
  return clean as SafeHtml
}

/** A rich-text field: decoded and sanitized in one step; null becomes `''`. */
export const SafeHtml = new t.Type<SafeHtml, string, unknown>(
  'SafeHtml (HTML text)',
  (u): u is SafeHtml => typeof u === 'string' && sanitizeHtml(u) === u,
  (input, context) => {
    if (input === null || input === undefined) return t.success(sanitizeHtml(''))
    return typeof input === 'string' ? t.success(sanitizeHtml(input)) : t.failure(input, context)
  },
  (html) => html,
)
