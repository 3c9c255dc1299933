import { createActor, fromPromise } from 'xstate'
import type { Actor } from 'xstate'
import { expect, vi } from 'vitest'
import { reply, sessionReply, someUser } from '#tools/testing/account-fixtures'
import { describeMachineModel } from '#tools/testing/describe-machine-model'
import { sessionModelFacts } from '#tools/testing/session-model-facts'
import type { User } from '#schema/account/user'
import type { AccountReply } from './account-reply'
import { sessionMachine } from './session.machine'

type Reply = AccountReply<User | null>
type Pending = { name: string; resolve(reply: Reply): void; reject(error: Error): void }
type System = { pending: Pending[]; actor: Actor<typeof sessionMachine> | undefined }

/** The real session machine, its calls held; `sessionEndsAt` is the page's hint cookie (null: none). */
function startMachine(system: System, sessionEndsAt: number | null) {
  const call = <I>(name: string) =>
    fromPromise<Reply, I>(
      () => new Promise((resolve, reject) => system.pending.push({ name, resolve, reject })),
    )
  system.actor = createActor(
    sessionMachine.provide({
      actors: {
        login: call('login'),
        register: call('register'),
        logout: call('logout'),
        fetchUser: call('fetchUser'),
      },
    }),
    { input: { sessionEndsAt } },
  ).start()
}

const inAnHour = () => Date.now() + 3600_000
const running = (system: System) => {
  if (!system.actor) throw new Error('the session machine has not started')
  return system.actor
}
const context = (system: System) => running(system).getSnapshot().context
const send = (event: Parameters<Actor<typeof sessionMachine>['send']>[0]) => (system: System) =>
  running(system).send(event)
const answer = (name: string, value: () => Reply) => (system: System) => {
  const request = system.pending.findLast((entry) => entry.name === name)
  if (!request) throw new Error(`no ${name} call is pending`)
  request.resolve(value())
}
const fail = (name: string) => (system: System) => {
  const request = system.pending.findLast((entry) => entry.name === name)
  if (!request) throw new Error(`no ${name} call is pending`)
  request.reject(new TypeError('Failed to fetch'))
}
const lastCall = (system: System) => system.pending.at(-1)?.name

// The machine holds no token in any state (docs/security.md): the session is an HttpOnly cookie.
const holdsNoToken = (system: System) => expect(JSON.stringify(context(system))).not.toMatch(/token/i)

// The model is the session machine itself: its start (with or without the hint cookie), its
// calls' answers and failures and the session's end are events the test performs, on held calls
// and fake timers. It remembers whether user data is loaded: FETCH_USER and checkingUser read it.
describeMachineModel({
  name: 'session',
  machine: sessionMachine,
  now: new Date('2026-03-01T10:00:00Z'),
  // The machine starts with the first step, which says whether the page had a session hint.
  start: (): System => ({ pending: [], actor: undefined }),
  snapshot: ({ actor }) => actor?.getSnapshot(),
  facts: {
    ...sessionModelFacts,
    of: (system) => ({ user: context(system).user !== null }),
  },
  events: {
    'always [hasLiveSession]': (system) => startMachine(system, inAnHour()),
    // As the machine starts without a hint; in checkingUser it has already gone on.
    'always [else]': (system) => {
      if (!system.actor) startMachine(system, null)
    },
    'always [hasUser]': () => {},
    LOGIN: send({ type: 'LOGIN', credentials: { username: someUser.email, password: 'a long secret' } }),
    'login done [loggedInBy]': answer('login', () => sessionReply(200, 'Logged in', someUser, inAnHour())),
    'login done [else]': answer('login', () => reply(401, 'Invalid credentials', null)),
    'login error': fail('login'),
    REGISTER: send({
      type: 'REGISTER',
      registration: {
        email: someUser.email,
        password: 'a long secret',
        firstName: 'Giulia',
        lastName: 'Bianchi',
        country: 'Italia',
        contactType: 'Architect',
      },
    }),
    'register done [loggedInBy]': answer('register', () =>
      sessionReply(201, 'User created successfully', someUser, inAnHour()),
    ),
    'register done [else]': answer('register', () => reply(409, 'USER_ALREADY_EXISTS', null)),
    'register error': fail('register'),
    'fetchUser done [succeeded]': answer('fetchUser', () => reply(200, 'Logged in', someUser)),
    'fetchUser done [isUnauthorized]': answer('fetchUser', () => reply(401, 'Not authorized', null)),
    'fetchUser done [else]': answer('fetchUser', () => reply(500, 'ERROR', null)),
    'fetchUser error': fail('fetchUser'),
    'FETCH_USER [needsUser]': (system) => {
      const calls = system.pending.length
      running(system).send({ type: 'FETCH_USER' })
      // spec 4: fetched because it is not loaded yet.
      expect(system.pending.length).toBe(calls + 1)
    },
    LOGOUT: send({ type: 'LOGOUT' }),
    'logout done [succeeded]': answer('logout', () => reply(200, 'Logged out successfully', null)),
    'logout done [isUnauthorized]': answer('logout', () => reply(401, 'Not authorized', null)),
    'logout done [else]': answer('logout', () => reply(500, 'ERROR', null)),
    'logout error': fail('logout'),
    UNAUTHORIZED: send({ type: 'UNAUTHORIZED' }),
    SESSION_RENEWED: async (system) => {
      await vi.advanceTimersByTimeAsync(60_000)
      running(system).send({ type: 'SESSION_RENEWED', user: someUser, expiresAt: inAnHour() })
    },
    'after untilExpiry': async (system) => {
      const expiresAt = context(system).expiresAt
      if (expiresAt === null) throw new Error('the session has no end')
      await vi.advanceTimersByTimeAsync(expiresAt - Date.now())
    },
  },
  states: {
    loggedOut: (system) => {
      expect(context(system).expiresAt).toBeNull()
      expect(context(system).user).toBeNull()
      holdsNoToken(system)
    },
    'loggedOut.idle': (system) => expect(context(system).credentials).toBeNull(),
    'loggedOut.loggingIn': (system) => expect(lastCall(system)).toBe('login'),
    'loggedOut.registering': (system) => expect(lastCall(system)).toBe('register'),
    loggedIn: (system) => {
      expect(context(system).expiresAt).not.toBeNull()
      holdsNoToken(system)
    },
    'loggedIn.loadingUser': (system) => expect(lastCall(system)).toBe('fetchUser'),
    'loggedIn.loggingOut': (system) => expect(lastCall(system)).toBe('logout'),
  },
})
