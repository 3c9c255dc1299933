import { useSyncExternalStore } from 'react'

const never = () => () => {}

/**
 * False in the server's HTML and the hydration render, true from the render after: controls that
 * need JavaScript (an overlay's opener) show their plain-HTML form (a link, a `<details>`) until
 * the page can run them, and the hydration still matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
}
