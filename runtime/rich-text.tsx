import type { HTMLAttributes } from 'react'
import type { SafeHtml } from '#schema/blocks/safe-html'

export type RichTextProps = Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> & {
  /** Sanitized rich text: only `SafeHtml` (schema/blocks/safe-html.ts) can be given. */
  html: SafeHtml
}

/**
 * CMS rich text written into the page as HTML, in a `<div>` with the given attributes.
 * The one place that may set inner HTML (ESLint forbids `dangerouslySetInnerHTML` everywhere
 * else, docs/security.md): it takes only a `SafeHtml`, which nothing but the sanitizing codec makes.
 */
export function RichText({ html, ...attributes }: RichTextProps) {
  return <div {...attributes} dangerouslySetInnerHTML={{ __html: html }} />
}
