import { createPath } from 'react-router'
import type { DataRouter } from 'react-router'
import { reportNavigationFailure } from './navigation-failure'

/**
 * Offline, a click that would load another page (a link, a form, Back) does not start: its page's
 * data and code cannot come, and a failed load would take the page away (decision 036). The
 * visitor stays, is told, and the page loads once the browser is back online
 * (NavigationFailureNotice). Only another path or query counts: a fragment moves within the page.
 * The router's own blocker, without `useBlocker`, whose hook would weigh on every page's first
 * load (decision 036). Returns the function that stops blocking.
 */
export function blockNavigationsOffline(router: DataRouter): () => void {
  const key = 'offline'
  router.getBlocker(
    key,
    ({ currentLocation, nextLocation }) =>
      !navigator.onLine &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  )
  const unsubscribe = router.subscribe((state) => {
    const blocker = state.blockers.get(key)
    if (blocker?.state !== 'blocked') return
    reportNavigationFailure({ target: createPath(blocker.location), reason: 'offline' })
    // After the router has published this state: no update inside another.
    queueMicrotask(() => blocker.reset())
  })
  return () => {
    unsubscribe()
    router.deleteBlocker(key)
  }
}
