import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { ContentLinkProps } from '#runtime/content-link'
import { withNoopener } from '#runtime/content-link'
import { visuallyHidden } from '#runtime/visually-hidden.css'
import { useTranslations } from '#site/i18n/translations'
import { useLinkPrefetch } from './idle-prefetch'
import { routedPath } from './internal-path'
import { useSiteOrigins } from './use-site-origins'

/**
 * Every link of the site decides here (spec 4, Links): a page of the route table on this origin
 * navigates inside the app (page fade, progress bar) and is prefetched once the browser is idle
 * and the link on screen, or at the visitor's intent (idle-prefetch.tsx); anything else is a plain
 * anchor. `newWindow` opens a new tab with rel="noopener", and says so in the link's name
 * (WCAG 3.2.5): a new tab that opens unannounced strands a screen-reader user.
 */
export function SiteLink({
  href,
  newWindow = false,
  rel,
  children,
  ...attributes
}: ContentLinkProps): ReactNode {
  const origins = useSiteOrigins()
  const t = useTranslations()
  const routed = routedPath(href, origins)
  const path = newWindow ? undefined : routed
  const { watch, want, links } = useLinkPrefetch(path)
  if (newWindow) {
    const note = t.chrome.opensInNewTab()
    const label = attributes['aria-label']
    return (
      <a
        href={href}
        {...attributes}
        {...(label ? { 'aria-label': `${label} ${note}` } : {})}
        target="_blank"
        rel={withNoopener(rel)}
      >
        {children}
        <span className={visuallyHidden}>{` ${note}`}</span>
      </a>
    )
  }
  if (path === undefined)
    return (
      <a href={href} {...attributes} rel={rel}>
        {children}
      </a>
    )
  const { onPointerEnter, onFocus, onTouchStart } = attributes
  return (
    <>
      <Link
        ref={watch}
        to={path}
        {...attributes}
        rel={rel}
        onPointerEnter={(event) => {
          onPointerEnter?.(event)
          want()
        }}
        onFocus={(event) => {
          onFocus?.(event)
          want()
        }}
        onTouchStart={(event) => {
          onTouchStart?.(event)
          want()
        }}
      >
        {children}
      </Link>
      {links}
    </>
  )
}
