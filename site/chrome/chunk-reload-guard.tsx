import { useContext, useEffect } from 'react'
import { UNSAFE_DataRouterContext, createPath } from 'react-router'
import { installChunkReload } from './chunk-reload'

/**
 * Runs the chunk-load reload (spec 2, Layouts) with the router's pending navigation as its target.
 * It reads the router's own state when a chunk fails rather than a rendered copy: a blocked
 * chunk fails within milliseconds, before React has rendered the navigation's start.
 */
export function ChunkReloadGuard(): null {
  const router = useContext(UNSAFE_DataRouterContext)?.router
  useEffect(() => {
    if (!router) return
    return installChunkReload(() => {
      const target = router.state.navigation.location
      return target ? createPath(target) : null
    })
  }, [router])
  return null
}
