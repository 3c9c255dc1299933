import type { ReactNode } from 'react'
import { SiteLink } from './site-link'

export type NavTarget = { title: string; url: string; type: string; newWindow: boolean }

/**
 * A navigation node as a link (spec 2, Header; spec 3, Navigation node): a `passive` node (or one
 * without a URL) is plain text; otherwise the site's link, which tells internal from external.
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
  const label = children ?? node.title
  if (node.type === 'passive' || !node.url) return <span className={className}>{label}</span>
  return (
    <SiteLink className={className} href={node.url} newWindow={node.newWindow}>
      {label}
    </SiteLink>
  )
}
