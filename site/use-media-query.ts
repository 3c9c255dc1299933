import { useCallback, useSyncExternalStore } from 'react'

/**
 * Whether a media query matches, following it as it changes. `undefined` on the server and while
 * the page hydrates, when there is no screen to ask: callers render what suits every screen then.
 */
export function useMediaQuery(query: string): boolean | undefined {
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', changed)
      return () => list.removeEventListener('change', changed)
    },
    [query],
  )
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => undefined,
  )
}
