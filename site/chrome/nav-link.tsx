import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { internalPath } from './internal-path'
import { useSiteOrigins } from './use-site-origins'

export type NavTarget = { title: string; url: string; type: string; newWindow: boolean }

/**
 * A navigation node as a link (spec 2, Header; spec 3, Navigation node): a `passive` node (or one
 * without a URL) is plain text; an internal URL is a router link, an external one a plain anchor;
 * `newWindow` opens a new tab with rel="noopener".
 */
export function NavLink({
  node,
  className,
  children,
}: {
  node: NavTarget
  className?: string
  children?: ReactNode
}) {
  const origins = useSiteOrigins()
  const label = children ?? node.title
  if (node.type === 'passive' || !node.url) return <span className={className}>{label}</span>
  const newTab = node.newWindow ? ({ target: '_blank', rel: 'noopener' } as const) : {}
  const path = internalPath(node.url, origins)
  return path ? (
    <Link className={className} to={path} {...newTab}>
      {label}
    </Link>
  ) : (
    <a className={className} href={node.url} {...newTab}>
      {label}
    </a>
  )
}
