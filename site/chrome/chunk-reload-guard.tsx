import { useEffect, useRef } from 'react'
import { createPath, useNavigation } from 'react-router'
import { installChunkReload } from './chunk-reload'

/**
 * Runs the chunk-load reload (spec 2, Layouts) with the router's pending navigation as its target.
 * A component of its own, so the navigation's changes re-render nothing else.
 */
export function ChunkReloadGuard(): null {
  const navigation = useNavigation()
  const target = useRef<string | null>(null)
  const pending = navigation.location ? createPath(navigation.location) : null
  useEffect(() => {
    target.current = pending
  }, [pending])
  useEffect(() => installChunkReload(() => target.current), [])
  return null
}
