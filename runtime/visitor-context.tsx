import { createContext, useContext } from 'react'

/** What blocks need to know about the person looking at the page (spec 4, Restricted link state). */
export type Visitor = {
  loggedIn: boolean
  /** Called when an anonymous visitor clicks something locked; the site opens the login overlay. */
  onLockedClick: () => void
  /**
   * The login page with a `back` to this page, the address of a locked control (decision 040);
   * undefined without a site around the page.
   */
  loginHref?: string
  /**
   * Opens a file of the download gate for a logged-in visitor: the site first checks the session
   * is still valid, and when it expired ends it and calls `onExpired` (the renderer passes
   * `onLockedClick`: the login overlay; decision 039). Without it the link is followed as it is.
   */
  followGated?: (url: string, onExpired: () => void) => void
}

/** Until the site says otherwise the visitor is anonymous, so nothing restricted leaks. */
const anonymousVisitor: Visitor = { loggedIn: false, onLockedClick: () => {} }

/**
 * The visitor, provided by the site around the page (`<VisitorContext value={visitor}>`).
 * Renderers read it with `useVisitor()` and stay pure otherwise.
 */
export const VisitorContext = createContext<Visitor>(anonymousVisitor)

export function useVisitor(): Visitor {
  return useContext(VisitorContext)
}
