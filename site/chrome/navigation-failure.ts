import { useSyncExternalStore } from 'react'

/**
 * A navigation that could not load its page, while the visitor stays on the one they were reading
 * (decision 036): where it was going, and why. `offline`: the browser has no network (it goes on
 * by itself once back online); `chunk`: the page's code could not load, and the once-a-minute
 * reload of the document was already taken (decision 025).
 */
export type NavigationFailure = { target: string; reason: 'offline' | 'chunk' }

let current: NavigationFailure | null = null
const listeners = new Set<() => void>()

function publish(failure: NavigationFailure | null): void {
  current = failure
  for (const listener of listeners) listener()
}

/** Records that the navigation to `target` failed; the notice and the red bar show it. */
export function reportNavigationFailure(failure: NavigationFailure): void {
  publish(failure)
}

/** The failure is over: a new navigation started, or the visitor dismissed it. */
export function clearNavigationFailure(): void {
  if (current !== null) publish(null)
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The navigation failure shown now, if any (none on the server). */
export function useNavigationFailure(): NavigationFailure | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  )
}
