import type { MouseEvent, ReactNode } from 'react'
import { useVisitor } from '#runtime/visitor-context'

/**
 * A control an anonymous visitor cannot use yet (a restricted download or button, spec 4): a link
 * to the login page that comes back here (decision 040), so it works without JavaScript; with
 * it, a plain click opens the login overlay instead, and a new tab is still the visitor's to open.
 * Without a site around it (no login address) it is a button that asks for the overlay.
 */
export function LockedLink({ className, children }: { className?: string; children: ReactNode }): ReactNode {
  const visitor = useVisitor()
  if (visitor.loginHref === undefined)
    return (
      <button
        type="button"
        data-locked=""
        aria-haspopup="dialog"
        className={className}
        onClick={() => visitor.onLockedClick()}
      >
        {children}
      </button>
    )
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    visitor.onLockedClick()
  }
  return (
    <a href={visitor.loginHref} data-locked="" aria-haspopup="dialog" className={className} onClick={open}>
      {children}
    </a>
  )
}
