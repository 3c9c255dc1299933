import { createActor } from 'xstate'
import type { ActorRefFrom } from 'xstate'
import { browserSessionMachine } from './browser-actors'

export type SessionActor = ActorRefFrom<typeof browserSessionMachine>

/**
 * The app's one session actor, started. Loaded with `import()` by the session provider (issue 8:
 * first-load JS): only when the page has the session cookie or a screen or form needs the session.
 */
export function browserSession(token: string | null): SessionActor {
  return createActor(browserSessionMachine, { input: { token } }).start()
}
