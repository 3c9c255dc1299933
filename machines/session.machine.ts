import type * as t from 'io-ts'
import { assign, fromPromise, not, setup } from 'xstate'
import type { LoginRequest } from '#schema/account/account-requests'
import type { MessageCode } from '#schema/account/message-code'
import type { Registration } from '#schema/account/registration'
import type { User } from '#schema/account/user'
import type { AccountReply } from './account-reply'

/** The registration payload as it travels (spec 3), after the form decoded it. */
export type RegistrationPayload = t.OutputOf<typeof Registration>

/**
 * No token anywhere (docs/security.md): the session is an HttpOnly cookie the server sets, and the page
 * knows only when it ends, from the session hint cookie or a call that started it.
 */
export type SessionContext = {
  /** When the session ends (ms since the epoch); null when logged out. */
  expiresAt: number | null
  user: User | null
  /** The last answer's message code, for the screens to show in the visitor's language. */
  message: MessageCode | null
  /** Kept only while the login call is on its way (its input), then cleared. */
  credentials: LoginRequest | null
}

export type SessionEvent =
  | { type: 'LOGIN'; credentials: LoginRequest }
  | { type: 'REGISTER'; registration: RegistrationPayload }
  | { type: 'LOGOUT' }
  /** A screen needs the user (account): fetched only when not loaded yet (spec 4). */
  | { type: 'FETCH_USER' }
  /** Any other call answered 401 (spec 8): the token is cleared. */
  | { type: 'UNAUTHORIZED' }
  /** change-password renewed the session cookie (older sessions end with the change). */
  | { type: 'SESSION_RENEWED'; expiresAt: number; user: User | null }

/** `sessionEndsAt`: the page's session hint cookie (null: none, so surely anonymous). */
export type SessionInput = { sessionEndsAt: number | null }

type Reply = AccountReply<User | null>
const unreachable = (): Promise<Reply> =>
  Promise.reject(new Error('The session machine needs its actors provided'))

// setTimeout fires at once past 2^31-1 ms, so a far or unknown expiry waits this long instead.
const longestDelay = 2_147_483_647

/**
 * The session (spec 4): logged out until a login (or a registration, which logs in) succeeds and
 * the server started a session (its cookie); logged in until logout succeeds, any call answers
 * 401, or the session ends. The user is fetched (`users/me`) only when a session exists without
 * user data. The calls are actors supplied from outside (`login`, `register`, `logout`,
 * `fetchUser`, each carried by the cookie); `forgetSession` lets the browser drop its hint.
 *
 * @example
 * createActor(sessionMachine.provide({ actors: browserSessionActors }), { input: { sessionEndsAt } })
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    login: fromPromise<Reply, LoginRequest>(unreachable),
    register: fromPromise<Reply, RegistrationPayload>(unreachable),
    logout: fromPromise<Reply>(unreachable),
    fetchUser: fromPromise<Reply>(unreachable),
  },
  actions: {
    forgetSession: () => {},
    storeSession: assign((_, reply: Reply) => ({
      expiresAt: reply.sessionEndsAt,
      user: reply.answer.data,
      message: reply.answer.message,
      credentials: null,
    })),
    storeUser: assign({ user: (_, reply: Reply) => reply.answer.data }),
    storeMessage: assign({ message: (_, message: MessageCode) => message }),
    clearMessage: assign({ message: null }),
    clearSession: assign({ expiresAt: null, user: null, credentials: null }),
    rememberCredentials: assign({ credentials: (_, credentials: LoginRequest | null) => credentials }),
  },
  guards: {
    // An ended session's hint is gone from the browser; one that ends now is as good as gone.
    hasLiveSession: ({ context }) => context.expiresAt !== null && context.expiresAt > Date.now(),
    hasUser: ({ context }) => context.user !== null,
    // Named, not written inline as not('hasUser'): tests and flows name a transition by its guard.
    needsUser: not('hasUser'),
    loggedInBy: (_, reply: Reply) => reply.answer.success && reply.sessionEndsAt !== null,
    succeeded: (_, reply: AccountReply<unknown>) => reply.answer.success,
    isUnauthorized: (_, reply: AccountReply<unknown>) => reply.status === 401,
  },
  delays: {
    untilExpiry: ({ context }) =>
      context.expiresAt === null
        ? longestDelay
        : Math.min(longestDelay, Math.max(0, context.expiresAt - Date.now())),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    expiresAt: input.sessionEndsAt,
    user: null,
    message: null,
    credentials: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasLiveSession', target: 'loggedIn' }, { target: 'loggedOut' }],
    },
    loggedOut: {
      initial: 'idle',
      entry: ['clearSession', 'forgetSession'],
      states: {
        idle: {
          on: {
            LOGIN: {
              target: 'loggingIn',
              actions: [
                { type: 'rememberCredentials', params: ({ event }) => event.credentials },
                'clearMessage',
              ],
            },
            REGISTER: { target: 'registering', actions: 'clearMessage' },
          },
        },
        loggingIn: {
          tags: ['busy'],
          invoke: {
            src: 'login',
            input: ({ context }) => context.credentials ?? { username: '', password: '' },
            onDone: [
              {
                guard: { type: 'loggedInBy', params: ({ event }) => event.output },
                target: '#session.loggedIn',
                actions: { type: 'storeSession', params: ({ event }) => event.output },
              },
              {
                target: 'idle',
                actions: [
                  { type: 'storeMessage', params: ({ event }) => event.output.answer.message },
                  { type: 'rememberCredentials', params: null },
                ],
              },
            ],
            onError: {
              target: 'idle',
              actions: [
                { type: 'storeMessage', params: 'ERROR' },
                { type: 'rememberCredentials', params: null },
              ],
            },
          },
        },
        registering: {
          tags: ['busy'],
          invoke: {
            src: 'register',
            input: ({ event }) => (event.type === 'REGISTER' ? event.registration : emptyRegistration),
            onDone: [
              // spec 4: registration is followed by an automatic login. Our API (POST /register)
              // answers the session's token with the new user, so the registration's answer is the
              // login; a second call for an answer it never gives was a transition no one could take.
              {
                guard: { type: 'loggedInBy', params: ({ event }) => event.output },
                target: '#session.loggedIn',
                actions: { type: 'storeSession', params: ({ event }) => event.output },
              },
              {
                target: 'idle',
                actions: { type: 'storeMessage', params: ({ event }) => event.output.answer.message },
              },
            ],
            onError: { target: 'idle', actions: { type: 'storeMessage', params: 'ERROR' } },
          },
        },
      },
    },
    loggedIn: {
      initial: 'checkingUser',
      after: { untilExpiry: { target: 'loggedOut' } },
      on: {
        UNAUTHORIZED: { target: 'loggedOut', actions: { type: 'storeMessage', params: 'Not authorized' } },
        SESSION_RENEWED: {
          target: 'loggedIn',
          reenter: true,
          actions: {
            type: 'storeSession',
            params: ({ event, context }) => ({
              status: 200,
              token: null,
              sessionEndsAt: event.expiresAt,
              answer: {
                data: event.user ?? context.user,
                success: true,
                message: 'Password changed successfully',
              },
            }),
          },
        },
      },
      states: {
        checkingUser: {
          always: [{ guard: 'hasUser', target: 'idle' }, { target: 'loadingUser' }],
        },
        loadingUser: {
          tags: ['busy'],
          // A Log out pressed before the session's code had loaded is kept and replayed here, as
          // the machine starts loading the profile: the visitor's last word, so the fetch stops.
          on: { LOGOUT: { target: 'loggingOut', actions: 'clearMessage' } },
          invoke: {
            src: 'fetchUser',
            onDone: [
              {
                guard: { type: 'succeeded', params: ({ event }) => event.output },
                target: 'idle',
                actions: { type: 'storeUser', params: ({ event }) => event.output },
              },
              {
                guard: { type: 'isUnauthorized', params: ({ event }) => event.output },
                target: '#session.loggedOut',
                actions: { type: 'storeMessage', params: ({ event }) => event.output.answer.message },
              },
              {
                target: 'idle',
                actions: { type: 'storeMessage', params: ({ event }) => event.output.answer.message },
              },
            ],
            onError: { target: 'idle', actions: { type: 'storeMessage', params: 'ERROR' } },
          },
        },
        idle: {
          on: {
            FETCH_USER: { guard: 'needsUser', target: 'loadingUser' },
            LOGOUT: { target: 'loggingOut', actions: 'clearMessage' },
          },
        },
        loggingOut: {
          tags: ['busy'],
          invoke: {
            src: 'logout',
            onDone: [
              // A 401 means the token is already dead: the visitor is logged out either way.
              {
                guard: { type: 'succeeded', params: ({ event }) => event.output },
                target: '#session.loggedOut',
                actions: { type: 'storeMessage', params: ({ event }) => event.output.answer.message },
              },
              {
                guard: { type: 'isUnauthorized', params: ({ event }) => event.output },
                target: '#session.loggedOut',
                actions: { type: 'storeMessage', params: 'Logged out successfully' },
              },
              {
                target: 'idle',
                actions: { type: 'storeMessage', params: ({ event }) => event.output.answer.message },
              },
            ],
            onError: { target: 'idle', actions: { type: 'storeMessage', params: 'ERROR' } },
          },
        },
      },
    },
  },
})

const emptyRegistration: RegistrationPayload = {
  email: '',
  password: '',
  firstName: '',
  lastName: '',
  country: '',
  contactType: 'Other',
}
