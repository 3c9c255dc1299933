import { useContext, useEffect } from 'react'
import { UNSAFE_DataRouterContext, createPath } from 'react-router'
import { installChunkReload } from './chunk-reload'
import { reportNavigationFailure } from './navigation-failure'
import { blockNavigationsOffline } from './offline-navigation-guard'

/**
 * Runs the chunk-load reload (spec 2, Layouts) with the router's pending navigation as its target.
 * It reads the router's own state when a chunk fails rather than a rendered copy: a blocked
 * chunk fails within milliseconds, before React has rendered the navigation's start.
 * When the target may not load as a document (offline, or once already this minute), the page
 * stays: React Router's navigation, left pending for ever, is replaced by one to the page being
 * read that loads nothing, and the failure is shown (decision 036). Offline, a navigation to another
 * page does not start at all (offline-navigation-guard.ts).
 */
export function ChunkReloadGuard(): null {
  const router = useContext(UNSAFE_DataRouterContext)?.router
  useEffect(() => {
    if (!router) return
    const stopBlocking = blockNavigationsOffline(router)
    const stopReloading = installChunkReload(
      () => {
        const target = router.state.navigation.location
        return target ? createPath(target) : null
      },
      (target, reason) => {
        reportNavigationFailure({ target, reason })
        // After the event that React Router's reload fired: no navigation starts inside another.
        setTimeout(() => {
          const here = router.state.location
          void router.navigate(createPath(here), {
            replace: true,
            state: here.state,
            preventScrollReset: true,
            defaultShouldRevalidate: false,
          })
        }, 0)
      },
    )
    return () => {
      stopBlocking()
      stopReloading()
    }
  }, [router])
  return null
}
