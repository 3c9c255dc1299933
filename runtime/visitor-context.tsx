import { createContext, useContext } from 'react'

/** What blocks need to know about the person looking at the page (spec 4, Restricted link state). */
export type Visitor = {
  loggedIn: boolean
  /** Called when an anonymous visitor clicks something locked; the site opens the login overlay. */
  onLockedClick: () => void
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
