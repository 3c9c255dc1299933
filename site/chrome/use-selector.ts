import { useCallback, useSyncExternalStore } from 'react'
import type { ActorLike } from './lazy-actor'

/**
 * `useSelector` for the chrome's lazy actors. Not `@xstate/react`'s: its function needs no xstate,
 * but its chunk imports xstate's runtime (for `useActorRef`, which the account pages use), and
 * importing it here would put xstate back in the first-load JS (docs/architecture.md, Performance). The selector must
 * return a primitive or a stable reference (React compares results with `Object.is`).
 *
 * @example
 * const open = useSelector(overlays, (snapshot) => snapshot.matches('open'))
 */
export function useSelector<TSnapshot, TSelected>(
  actor: Pick<ActorLike<TSnapshot, never>, 'getSnapshot' | 'subscribe'>,
  selector: (snapshot: TSnapshot) => TSelected,
): TSelected {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actor.subscribe({ next: onChange, error: onChange })
      return () => subscription.unsubscribe()
    },
    [actor],
  )
  const select = () => selector(actor.getSnapshot())
  return useSyncExternalStore(subscribe, select, select)
}
