import type { sessionMachine } from '#machines/session.machine'
import type { ModelFacts } from './derive-model'
import type { ModelEventLabel } from './machine-names'

/** The answers that carry the user: login, register, users/me and change-password's renewal. */
const answersWithUser: readonly ModelEventLabel<typeof sessionMachine>[] = [
  'login done [loggedInBy]',
  'register done [loggedInBy]',
  'fetchUser done [succeeded]',
  'SESSION_RENEWED',
]

/**
 * What the session's model remembers for its guards: whether the user is loaded. The model test
 * and QA's browser flow walk the same model, so they read it from here.
 */
export const sessionModelFacts: ModelFacts<typeof sessionMachine, { user: boolean }> = {
  initial: { user: false },
  guards: { hasUser: (facts) => facts.user, needsUser: (facts) => !facts.user },
  update: (facts, transition) => {
    if (transition.targets.some((target) => target.startsWith('session.loggedOut'))) return { user: false }
    if (transition.label === 'always [hasLiveSession]') return { user: false }
    return answersWithUser.includes(transition.label) ? { user: true } : facts
  },
}
