import { useContext } from 'react'
import type { HTMLAttributes } from 'react'
import type { SafeHtml } from '#schema/blocks/safe-html'
import { RichTextLinksContext } from './rich-text-links'

export type RichTextProps = Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> & {
  /** Sanitized rich text: only `SafeHtml` (schema/blocks/safe-html.ts) can be given. */
  html: SafeHtml
}

/**
 * CMS rich text written into the page as HTML, in a `<div>` with the given attributes.
 * The one place that may set inner HTML (ESLint forbids `dangerouslySetInnerHTML` everywhere
 * else, docs/security.md): it takes only a `SafeHtml`, which nothing but the sanitizing codec makes.
 * A click on a link inside goes to the site's rich-text link handler (rich-text-links.ts), so an
 * internal link navigates inside the app as every other link does (decision 040).
 */
export function RichText({ html, onClick, ...attributes }: RichTextProps) {
  const followLink = useContext(RichTextLinksContext)
  return (
    // One listener for every link inside, delegated: the links themselves take the keyboard.
    // eslint-disable-next-line jsx-a11y-x/click-events-have-key-events, jsx-a11y-x/no-static-element-interactions
    <div
      {...attributes}
      onClick={(event) => {
        onClick?.(event)
        if (!event.defaultPrevented) followLink?.(event)
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
