import { useEffect, useState } from 'react'
import { onFirstInteraction } from './first-interaction'
import { LazyActor } from './lazy-actor'
import type { UnstartedActor } from './lazy-actor'

/**
 * A component's `LazyActor`: its machine loads at the visitor's first interaction with the page
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
    const cancel = onFirstInteraction(() => void actor.start())
    return () => {
      cancel()
      actor.stop()
    }
  }, [actor])
  return actor
}
