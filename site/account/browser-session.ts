import { createActor } from 'xstate'
import type { ActorRefFrom } from 'xstate'
import { browserSessionMachine } from './browser-actors'
import { readSessionHint } from './session-hint'

export type SessionActor = ActorRefFrom<typeof browserSessionMachine>

/**
 * The app's one session actor, started from the page's session hint. Loaded with `import()` by
 * the session provider (docs/architecture.md, Performance: first-load JS): only when the page has the hint or a screen or
 * form needs the session.
 */
export function browserSession(): SessionActor {
  return createActor(browserSessionMachine, { input: { sessionEndsAt: readSessionHint() } }).start()
}
