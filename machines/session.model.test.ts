import { createTestModel } from '@xstate/graph'
import { activeStateIds, edgeCoveringPaths, stateNodeIds } from '#tools/testing/edge-covering-paths'
import { assign, createActor, fromPromise, setup } from 'xstate'
import { expect, vi } from 'vitest'
import { reply, sessionReply, someUser } from '#tools/testing/account-fixtures'
import type { User } from '#schema/account/user'
import type { AccountReply } from './account-reply'
import { sessionMachine } from './session.machine'
import { describeModelCoverage, edgeKey } from '#tools/testing/model-coverage'
import type { Visited } from '#tools/testing/model-coverage'

/**
 * @xstate/graph cannot settle the session machine's calls or wait for its session to end, so the
 * model is its shape with those made into events (a call answers, fails, the session ends), and
 * each event drives the real machine: calls the test settles at will, and fake timers. The model's
 * context says whether user data is loaded: FETCH_USER depends on it.
 */
type ModelEvent =
  | { type: 'START_ANONYMOUS' }
  | { type: 'START_WITH_HINT' }
  | { type: 'LOGIN' }
  | { type: 'LOGIN_ACCEPTED' }
  | { type: 'LOGIN_REFUSED' }
  | { type: 'REGISTER' }
  | { type: 'REGISTER_ACCEPTED' }
  | { type: 'REGISTER_REFUSED' }
  | { type: 'USER_ARRIVES' }
  | { type: 'USER_UNAUTHORIZED' }
  | { type: 'FETCH_USER' }
  | { type: 'LOGOUT' }
  | { type: 'LOGOUT_ACCEPTED' }
  | { type: 'LOGOUT_UNAUTHORIZED' }
  | { type: 'LOGOUT_REFUSED' }
  | { type: 'CALL_FAILS' }
  | { type: 'UNAUTHORIZED' }
  | { type: 'SESSION_ENDS' }
  | { type: 'SESSION_RENEWED' }

const modelMachine = setup({
  types: { context: {} as { user: boolean }, events: {} as ModelEvent },
  actions: { withUser: assign({ user: true }), withoutUser: assign({ user: false }) },
  guards: { hasUser: ({ context }) => context.user },
}).createMachine({
  id: 'model',
  context: { user: false },
  initial: 'boot',
  states: {
    boot: { on: { START_ANONYMOUS: 'loggedOut.idle', START_WITH_HINT: 'loggedIn.loadingUser' } },
    loggedOut: {
      initial: 'idle',
      entry: 'withoutUser',
      states: {
        idle: { on: { LOGIN: 'loggingIn', REGISTER: 'registering' } },
        loggingIn: {
          on: {
            LOGIN_ACCEPTED: { target: '#model.loggedIn.idle', actions: 'withUser' },
            LOGIN_REFUSED: 'idle',
            CALL_FAILS: 'idle',
          },
        },
        registering: {
          on: {
            REGISTER_ACCEPTED: { target: '#model.loggedIn.idle', actions: 'withUser' },
            REGISTER_REFUSED: 'idle',
            CALL_FAILS: 'idle',
          },
        },
      },
    },
    loggedIn: {
      initial: 'loadingUser',
      on: {
        UNAUTHORIZED: '#model.loggedOut.idle',
        SESSION_ENDS: '#model.loggedOut.idle',
        SESSION_RENEWED: { target: '.idle', actions: 'withUser' },
      },
      states: {
        loadingUser: {
          on: {
            USER_ARRIVES: { target: 'idle', actions: 'withUser' },
            USER_UNAUTHORIZED: '#model.loggedOut.idle',
            CALL_FAILS: 'idle',
          },
        },
        idle: {
          on: {
            // Loaded already: nothing is fetched (spec 4).
            FETCH_USER: [{ guard: 'hasUser', target: 'idle' }, { target: 'loadingUser' }],
            LOGOUT: 'loggingOut',
          },
        },
        loggingOut: {
          on: {
            LOGOUT_ACCEPTED: '#model.loggedOut.idle',
            LOGOUT_UNAUTHORIZED: '#model.loggedOut.idle',
            LOGOUT_REFUSED: 'idle',
            CALL_FAILS: 'idle',
          },
        },
      },
    },
  },
})

const serializeState = (snapshot: { value: unknown; context: { user: boolean } }) =>
  JSON.stringify({ value: snapshot.value, user: snapshot.context.user })
const model = createTestModel(modelMachine, { serializeState })
const { edges, paths } = edgeCoveringPaths(model, serializeState)

type Pending = { name: string; resolve(reply: AccountReply<User | null>): void; reject(error: Error): void }

/**
 * The system under test: the real session machine, whose calls the test answers or fails at will;
 * `sessionEndsAt` is the page's hint cookie (null: none).
 */
function startSystem(sessionEndsAt: number | null) {
  const pending: Pending[] = []
  const call = <I>(name: string) =>
    fromPromise<AccountReply<User | null>, I>(
      () => new Promise((resolve, reject) => pending.push({ name, resolve, reject })),
    )
  const actor = createActor(
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
  return { actor, pending }
}

type Path = (typeof paths)[number]

/** Walks one path on the real machine with its calls held, noting what it visits. */
async function walk(path: Path, visited: Visited): Promise<void> {
  let system: ReturnType<typeof startSystem> | undefined
  const sut = () => {
    if (!system) throw new Error('the system has not started')
    return system
  }
  const current = () => sut().actor.getSnapshot()
  const valueOf = () =>
    JSON.stringify(
      system
        ? { value: current().value, user: current().context.user !== null }
        : { value: 'boot', user: false },
    )
  const settle = () => vi.advanceTimersByTimeAsync(0)
  const inAnHour = () => Date.now() + 3600_000
  const answer = (name: string, value: AccountReply<User | null>) => {
    const request = sut().pending.findLast((entry) => entry.name === name)
    if (!request) throw new Error(`no ${name} call is pending`)
    request.resolve(value)
  }
  const step = (type: ModelEvent['type'], run: () => void | Promise<void>) => async () => {
    const before = valueOf()
    await run()
    await settle()
    visited.edges.add(edgeKey(before, type, valueOf()))
  }
  // The machine holds no token in any state (docs/security.md): the session is an HttpOnly cookie.
  const holdsNoToken = () => expect(JSON.stringify(current().context)).not.toMatch(/token/i)
  const loggedOut = () => {
    expect(current().context.expiresAt).toBeNull()
    expect(current().context.user).toBeNull()
    holdsNoToken()
  }
  const loggedIn = (model: { context: { user: boolean } }) => {
    expect(current().context.expiresAt).not.toBeNull()
    expect(current().context.user !== null).toBe(model.context.user)
    holdsNoToken()
  }
  await path.test({
    states: {
      'loggedOut.idle': () => {
        expect(current().matches({ loggedOut: 'idle' })).toBe(true)
        loggedOut()
        expect(current().context.credentials).toBeNull()
      },
      'loggedOut.loggingIn': () => {
        expect(current().matches({ loggedOut: 'loggingIn' })).toBe(true)
        expect(sut().pending.at(-1)?.name).toBe('login')
      },
      'loggedOut.registering': () => {
        expect(current().matches({ loggedOut: 'registering' })).toBe(true)
        expect(sut().pending.at(-1)?.name).toBe('register')
      },
      'loggedIn.loadingUser': (state) => {
        expect(current().matches({ loggedIn: 'loadingUser' })).toBe(true)
        expect(sut().pending.at(-1)?.name).toBe('fetchUser')
        loggedIn(state)
      },
      'loggedIn.idle': (state) => {
        expect(current().matches({ loggedIn: 'idle' })).toBe(true)
        loggedIn(state)
      },
      'loggedIn.loggingOut': (state) => {
        expect(current().matches({ loggedIn: 'loggingOut' })).toBe(true)
        expect(sut().pending.at(-1)?.name).toBe('logout')
        loggedIn(state)
      },
    },
    events: {
      START_ANONYMOUS: step('START_ANONYMOUS', () => {
        system = startSystem(null)
      }),
      START_WITH_HINT: step('START_WITH_HINT', () => {
        system = startSystem(inAnHour())
      }),
      LOGIN: step('LOGIN', () =>
        sut().actor.send({
          type: 'LOGIN',
          credentials: { username: someUser.email, password: 'a long secret' },
        }),
      ),
      LOGIN_ACCEPTED: step('LOGIN_ACCEPTED', () =>
        answer('login', sessionReply(200, 'Logged in', someUser, inAnHour())),
      ),
      LOGIN_REFUSED: step('LOGIN_REFUSED', () => answer('login', reply(401, 'Invalid credentials', null))),
      REGISTER: step('REGISTER', () =>
        sut().actor.send({
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
      ),
      REGISTER_ACCEPTED: step('REGISTER_ACCEPTED', () =>
        answer('register', sessionReply(201, 'User created successfully', someUser, inAnHour())),
      ),
      REGISTER_REFUSED: step('REGISTER_REFUSED', () =>
        answer('register', reply(409, 'USER_ALREADY_EXISTS', null)),
      ),
      USER_ARRIVES: step('USER_ARRIVES', () => answer('fetchUser', reply(200, 'Logged in', someUser))),
      USER_UNAUTHORIZED: step('USER_UNAUTHORIZED', () =>
        answer('fetchUser', reply(401, 'Not authorized', null)),
      ),
      FETCH_USER: step('FETCH_USER', () => {
        const calls = sut().pending.length
        const loaded = current().context.user !== null
        sut().actor.send({ type: 'FETCH_USER' })
        // spec 4: only fetched when not loaded yet.
        expect(sut().pending.length).toBe(loaded ? calls : calls + 1)
      }),
      LOGOUT: step('LOGOUT', () => sut().actor.send({ type: 'LOGOUT' })),
      LOGOUT_ACCEPTED: step('LOGOUT_ACCEPTED', () =>
        answer('logout', reply(200, 'Logged out successfully', null)),
      ),
      LOGOUT_UNAUTHORIZED: step('LOGOUT_UNAUTHORIZED', () =>
        answer('logout', reply(401, 'Not authorized', null)),
      ),
      LOGOUT_REFUSED: step('LOGOUT_REFUSED', () => answer('logout', reply(500, 'ERROR', null))),
      CALL_FAILS: step('CALL_FAILS', () => {
        const request = sut().pending.at(-1)
        if (!request) throw new Error('no call is pending')
        request.reject(new TypeError('Failed to fetch'))
      }),
      UNAUTHORIZED: step('UNAUTHORIZED', () => sut().actor.send({ type: 'UNAUTHORIZED' })),
      SESSION_ENDS: step('SESSION_ENDS', async () => {
        const expiresAt = current().context.expiresAt
        if (expiresAt === null) throw new Error('the session has no end')
        await vi.advanceTimersByTimeAsync(expiresAt - Date.now())
      }),
      SESSION_RENEWED: step('SESSION_RENEWED', async () => {
        await vi.advanceTimersByTimeAsync(60_000)
        sut().actor.send({ type: 'SESSION_RENEWED', user: someUser, expiresAt: inAnHour() })
      }),
    },
  })
  if (system) for (const id of activeStateIds(sessionMachine.root, current().value)) visited.states.add(id)
  expect(valueOf()).toBe(serializeState(path.state))
}

describeModelCoverage({
  name: 'session',
  paths,
  walk,
  expectedStates: stateNodeIds(sessionMachine.root).filter(
    // `starting` and `checkingUser` are transient (`always`): a snapshot never rests in them.
    (id) => id !== 'session.starting' && id !== 'session.loggedIn.checkingUser',
  ),
  expectedEdges: edges.map((edge) =>
    edgeKey(serializeState(edge.state), edge.event.type, serializeState(edge.nextState)),
  ),
  fakeTimers: { now: new Date('2026-03-01T10:00:00Z') },
})
