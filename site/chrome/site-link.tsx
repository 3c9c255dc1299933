import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { ContentLinkProps } from '#runtime/content-link'
import { withNoopener } from '#runtime/content-link'
import { useLinkPrefetch } from './idle-prefetch'
import { routedPath } from './internal-path'
import { useSiteOrigins } from './use-site-origins'

/**
 * Every link of the site decides here (spec 4, Links): a page of the route table on this origin
 * navigates inside the app (page fade, progress bar) and is prefetched once the browser is idle
 * and the link on screen, or at the visitor's intent (idle-prefetch.tsx); anything else is a plain
 * anchor. `newWindow` opens a new tab with rel="noopener".
 */
export function SiteLink({ href, newWindow = false, rel, ...attributes }: ContentLinkProps): ReactNode {
  const origins = useSiteOrigins()
  const routed = routedPath(href, origins)
  const path = newWindow ? undefined : routed
  const { watch, want, links } = useLinkPrefetch(path)
  const tab = newWindow ? { target: '_blank', rel: withNoopener(rel) } : { rel }
  if (path === undefined) return <a href={href} {...attributes} {...tab} />
  const { onPointerEnter, onFocus, onTouchStart } = attributes
  return (
    <>
      <Link
        ref={watch}
        to={path}
        {...attributes}
        {...tab}
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
      />
      {links}
    </>
  )
}
