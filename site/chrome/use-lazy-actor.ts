import { useEffect, useState } from 'react'
import { LazyActor } from './lazy-actor'
import type { UnstartedActor } from './lazy-actor'

/**
 * A component's `LazyActor`: its machine loads once the browser is idle after the first render
 * (or at the first event sent to it), and stops when the component goes. The server render and
 * the client's first render both show `initialView`, so hydration matches.
 *
 * @example
 * const scroll = useLazyActor(loadHeaderScroll, headerScrollInitialView)
 * const look = useSelector(scroll, (snapshot) => String(snapshot.value))
 */
export function useLazyActor<TSnapshot, TEvent>(
  load: () => Promise<UnstartedActor<TSnapshot, TEvent>>,
  initialView: TSnapshot,
): LazyActor<TSnapshot, TEvent> {
  const [actor] = useState(() => new LazyActor(load, initialView))
  useEffect(() => {
    const start = () => void actor.start()
    const idle =
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(start, { timeout: 2000 })
        : window.setTimeout(start, 200)
    return () => {
      if (typeof cancelIdleCallback === 'function') cancelIdleCallback(idle)
      else window.clearTimeout(idle)
      actor.stop()
    }
  }, [actor])
  return actor
}
