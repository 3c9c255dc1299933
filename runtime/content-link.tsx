import { createContext, createElement, useContext } from 'react'
import type { AnchorHTMLAttributes, ReactNode } from 'react'

export type ContentLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string
  /** Opens in a new tab (the CMS's `newWindow` or target `_blank`), always with rel="noopener". */
  newWindow?: boolean
}

/** The component that draws a link of the content; the site gives one that knows its router. */
export type ContentLinkComponent = (props: ContentLinkProps) => ReactNode

/** Without a site around it (renderer tests, previews) a link is a plain anchor. */
function PlainLink({ href, newWindow = false, rel, ...attributes }: ContentLinkProps): ReactNode {
  return (
    // The link's words come in `attributes.children`, which the rule cannot see.
    // eslint-disable-next-line jsx-a11y-x/anchor-has-content
    <a
      href={href}
      {...attributes}
      {...(newWindow ? { target: '_blank', rel: withNoopener(rel) } : { rel })}
    />
  )
}

/** Adds `noopener` to a rel value, keeping what it had. */
export function withNoopener(rel: string | undefined): string {
  const words = (rel ?? '').split(/\s+/).filter((word) => word !== '' && word !== 'noopener')
  return ['noopener', ...words].join(' ')
}

/**
 * How the site draws links inside content (`<ContentLinkContext value={SiteLink}>`): renderers
 * know no router, so the site decides which links navigate inside the app (site/chrome/site-link.tsx).
 */
export const ContentLinkContext = createContext<ContentLinkComponent>(PlainLink)

/** A link inside content (a card, a CMS button, a hotpoint): drawn by the site's link component. */
export function ContentLink(props: ContentLinkProps): ReactNode {
  // The context holds one component for the whole site, not one made per render.
  return createElement(useContext(ContentLinkContext), props)
}
