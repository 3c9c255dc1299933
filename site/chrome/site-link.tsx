import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { ContentLinkProps } from '#runtime/content-link'
import { withNoopener } from '#runtime/content-link'
import { IdlePrefetch } from './idle-prefetch'
import { routedPath } from './internal-path'
import { useSiteOrigins } from './use-site-origins'

/**
 * Every link of the site decides here (spec 4, Links): a page of the route table on this origin
 * navigates inside the app (page fade, progress bar) and is prefetched when the browser is idle;
 * anything else is a plain anchor. `newWindow` opens a new tab with rel="noopener".
 */
export function SiteLink({ href, newWindow = false, rel, ...attributes }: ContentLinkProps): ReactNode {
  const origins = useSiteOrigins()
  const path = routedPath(href, origins)
  const tab = newWindow ? { target: '_blank', rel: withNoopener(rel) } : { rel }
  if (path === undefined || newWindow) return <a href={href} {...attributes} {...tab} />
  return (
    <>
      <Link to={path} {...attributes} {...tab} />
      <IdlePrefetch paths={[path]} />
    </>
  )
}
