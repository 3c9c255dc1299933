import { useCallback } from 'react'
import type { MouseEvent } from 'react'
import { useNavigate } from 'react-router'
import type { RichTextClick } from '#runtime/rich-text-links'
import { richTextLinkPath } from './rich-text-link-path'
import { useSiteOrigins } from './use-site-origins'

/**
 * The click handler for links inside CMS rich text (decision 040): one listener on the text,
 * not one per link, since the links are HTML the site did not draw. An internal link navigates in
 * the app (page fade, progress bar, no document reload); anything else is left to the browser.
 */
export function useRichTextNavigation(): RichTextClick {
  const navigate = useNavigate()
  const origins = useSiteOrigins()
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || !(event.target instanceof Element)) return
      const anchor = event.target.closest('a[href]')
      if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return
      const path = richTextLinkPath(
        {
          button: event.button,
          metaKey: event.metaKey,
          ctrlKey: event.ctrlKey,
          shiftKey: event.shiftKey,
          altKey: event.altKey,
          href: anchor.href,
          target: anchor.getAttribute('target') ?? '',
          download: anchor.hasAttribute('download'),
          here: window.location.href,
        },
        // The page's own origin too: the browser resolved a relative href against it.
        [...origins, window.location.origin],
      )
      if (path === undefined) return
      event.preventDefault()
      void navigate(path)
    },
    [navigate, origins],
  )
}
