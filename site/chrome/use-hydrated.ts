import { startTransition, useEffect, useState } from 'react'

/** Set once the page has hydrated: a component mounted after that renders its JS form at once. */
let pageHydrated = false

/**
 * False in the server's HTML and the hydration render, true from the render after: controls that
 * need JavaScript (an overlay's opener) show their plain-HTML form (a link, a `<details>`) until
 * the page can run them, and the hydration still matches the server's HTML. The switch is a
 * transition, so React renders it in slices: a store whose server value differs (the way this was
 * first written) re-renders the whole header in one blocking task right after hydration, which a
 * phone's blocking time counted (docs/architecture.md, Performance).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated)
  useEffect(() => {
    pageHydrated = true
    if (!hydrated) startTransition(() => setHydrated(true))
  }, [hydrated])
  return hydrated
}
