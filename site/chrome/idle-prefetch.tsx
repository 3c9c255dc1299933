import { useEffect, useState } from 'react'
import { PrefetchPageLinks } from 'react-router'
import { useOnline } from './use-online'

/** spec 9: links prefetch once the browser has been idle, or after 2000 ms at the latest. */
const prefetchIdleTimeoutMs = 2000

type Connection = { saveData?: boolean; effectiveType?: string }

/** Whether prefetching would cost the visitor (spec 4: not offline, not on 2g, not with data-saver). */
function prefetchAllowed(online: boolean, connection: Connection | undefined): boolean {
  if (!online) return false
  if (connection?.saveData) return false
  return !(connection?.effectiveType ?? '').includes('2g')
}

function connectionOf(value: Navigator): Connection | undefined {
  if (!('connection' in value)) return undefined
  const connection: unknown = value.connection
  if (typeof connection !== 'object' || connection === null) return undefined
  return {
    saveData: 'saveData' in connection && connection.saveData === true,
    effectiveType:
      'effectiveType' in connection && typeof connection.effectiveType === 'string'
        ? connection.effectiveType
        : '',
  }
}

/**
 * Prefetches the pages of the given paths (route modules and data) once the browser is idle,
 * when the connection allows it. Rendered after hydration only.
 */
export function IdlePrefetch({ paths }: { paths: readonly string[] }) {
  const online = useOnline()
  const [idle, setIdle] = useState(false)
  useEffect(() => {
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: prefetchIdleTimeoutMs })
      return () => window.cancelIdleCallback(handle)
    }
    const handle = setTimeout(() => setIdle(true), prefetchIdleTimeoutMs)
    return () => clearTimeout(handle)
  }, [])
  if (!idle || !prefetchAllowed(online, connectionOf(navigator))) return null
  return (
    <>
      {[...new Set(paths)].map((path) => (
        <PrefetchPageLinks key={path} page={path} />
      ))}
    </>
  )
}
