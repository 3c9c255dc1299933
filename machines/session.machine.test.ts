import { createActor, fromPromise } from 'xstate'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { LoginRequest } from '#schema/account/account-requests'
import type { User } from '#schema/account/user'
import { reply, sessionReply, someUser } from '#tools/testing/account-fixtures'
import type { AccountReply } from './account-reply'
import { sessionMachine } from './session.machine'
import type { RegistrationPayload } from './session.machine'

type Replies = {
  login?: (credentials: LoginRequest) => AccountReply<User | null> | Error
  register?: (registration: RegistrationPayload) => AccountReply<User | null> | Error
  logout?: () => AccountReply<User | null> | Error
  fetchUser?: () => AccountReply<User | null> | Error
}

/** The machine with its calls answered by `replies`; `sessionEndsAt` is the page's hint cookie. */
function startSession(sessionEndsAt: number | null, replies: Replies) {
  const calls: string[] = []
  let forgotten = 0
  const answer = <I, O>(name: string, make: ((input: I) => O | Error) | undefined) =>
    fromPromise<O, I>(({ input }) => {
      calls.push(name)
      const result = make?.(input) ?? new Error(`no reply for ${name}`)
      return result instanceof Error ? Promise.reject(result) : Promise.resolve(result)
    })
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        login: answer('login', replies.login),
        register: answer('register', replies.register),
        logout: answer('logout', replies.logout),
        fetchUser: answer('fetchUser', replies.fetchUser),
      },
      actions: {
        forgetSession: () => {
          forgotten += 1
        },
      },
    }),
    { input: { sessionEndsAt } },
  ).start()
  return { actor, calls, forgotten: () => forgotten }
}

const settle = () => vi.advanceTimersByTimeAsync(0)
const inAnHour = () => Date.now() + 3600_000

describe('the session machine', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'))
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('logs in when the login started a session, storing the user and when the session ends, never a token', async () => {
    const endsAt = inAnHour()
    const { actor } = startSession(null, { login: () => sessionReply(200, 'Logged in', someUser, endsAt) })
    actor.send({ type: 'LOGIN', credentials: { username: 'giulia@example.com', password: 'a long secret' } })
    await settle()
    expect(actor.getSnapshot().matches({ loggedIn: 'idle' })).toBe(true)
    expect(actor.getSnapshot().context).toEqual({
      expiresAt: endsAt,
      user: someUser,
      message: 'Logged in',
      credentials: null,
    })
  })

  it('stays logged out with the message when the login is refused, and forgets the password', async () => {
    const { actor } = startSession(null, { login: () => reply(401, 'Invalid credentials', null) })
    actor.send({ type: 'LOGIN', credentials: { username: 'giulia@example.com', password: 'wrong one' } })
    await settle()
    expect(actor.getSnapshot().matches({ loggedOut: 'idle' })).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({
      expiresAt: null,
      message: 'Invalid credentials',
      credentials: null,
    })
  })

  it('is logged in right after a registration that started a session', async () => {
    const { actor, calls } = startSession(null, {
      register: () => sessionReply(201, 'User created successfully', someUser, inAnHour()),
    })
    actor.send({
      type: 'REGISTER',
      registration: {
        email: 'giulia@example.com',
        password: 'a long secret',
        firstName: 'Giulia',
        lastName: 'Bianchi',
        country: 'Italia',
        contactType: 'Architect',
      },
    })
    await settle()
    expect(actor.getSnapshot().matches({ loggedIn: 'idle' })).toBe(true)
    expect(calls).toEqual(['register'])
  })

  it('makes no second call when a registration started no session: the visitor stays logged out', async () => {
    // Our API always starts the session with the new user; an answer without one is not a login.
    const { actor, calls } = startSession(null, {
      register: () => reply(201, 'User created successfully', someUser),
    })
    actor.send({
      type: 'REGISTER',
      registration: {
        email: 'giulia@example.com',
        password: 'a long secret',
        firstName: 'Giulia',
        lastName: 'Bianchi',
        country: 'Italia',
        contactType: 'Architect',
      },
    })
    await settle()
    expect(calls).toEqual(['register'])
    expect(actor.getSnapshot().matches({ loggedOut: 'idle' })).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ expiresAt: null, user: null, credentials: null })
  })

  it('shows why a registration failed and stays logged out', async () => {
    const { actor } = startSession(null, { register: () => reply(409, 'USER_ALREADY_EXISTS', null) })
    actor.send({
      type: 'REGISTER',
      registration: {
        email: 'giulia@example.com',
        password: 'a long secret',
        firstName: 'G',
        lastName: 'B',
        country: 'Italia',
        contactType: 'Private',
      },
    })
    await settle()
    expect(actor.getSnapshot().matches({ loggedOut: 'idle' })).toBe(true)
    expect(actor.getSnapshot().context.message).toBe('USER_ALREADY_EXISTS')
  })

  it('fetches the user once when a session hint exists without user data, and not again once loaded', async () => {
    const { actor, calls } = startSession(inAnHour(), {
      fetchUser: () => reply(200, 'Logged in', someUser),
    })
    expect(actor.getSnapshot().matches({ loggedIn: 'loadingUser' })).toBe(true)
    await settle()
    expect(actor.getSnapshot().context.user).toEqual(someUser)
    actor.send({ type: 'FETCH_USER' })
    await settle()
    expect(calls).toEqual(['fetchUser'])
  })

  it('logs out when Log out was pressed before the machine loaded: replayed while the profile loads', async () => {
    const { actor, calls } = startSession(inAnHour(), {
      fetchUser: () => reply(200, 'Logged in', someUser),
      logout: () => reply(200, 'Logged out successfully', null),
    })
    // What the lazy actor replays on start: the machine is loading the profile already.
    expect(actor.getSnapshot().matches({ loggedIn: 'loadingUser' })).toBe(true)
    actor.send({ type: 'LOGOUT' })
    await settle()
    expect(calls).toEqual(['fetchUser', 'logout'])
    expect(actor.getSnapshot().matches('loggedOut')).toBe(true)
  })

  it('fetches the user again on request when an earlier fetch failed', async () => {
    let attempt = 0
    const { actor, calls } = startSession(inAnHour(), {
      fetchUser: () => (++attempt === 1 ? new Error('offline') : reply(200, 'Logged in', someUser)),
    })
    await settle()
    expect(actor.getSnapshot().context).toMatchObject({ user: null, message: 'ERROR' })
    actor.send({ type: 'FETCH_USER' })
    await settle()
    expect(calls).toEqual(['fetchUser', 'fetchUser'])
    expect(actor.getSnapshot().context.user).toEqual(someUser)
  })

  it('forgets the session when users/me answers 401', async () => {
    const { actor, forgotten } = startSession(inAnHour(), {
      fetchUser: () => reply(401, 'Not authorized', null),
    })
    await settle()
    expect(actor.getSnapshot().matches({ loggedOut: 'idle' })).toBe(true)
    expect(actor.getSnapshot().context.expiresAt).toBeNull()
    expect(forgotten()).toBeGreaterThan(0)
  })

  it('logs out on logout success: user and session forgotten', async () => {
    const { actor, forgotten } = startSession(inAnHour(), {
      fetchUser: () => reply(200, 'Logged in', someUser),
      logout: () => reply(200, 'Logged out successfully', null),
    })
    await settle()
    const before = forgotten()
    actor.send({ type: 'LOGOUT' })
    await settle()
    expect(actor.getSnapshot().matches({ loggedOut: 'idle' })).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({
      expiresAt: null,
      user: null,
      message: 'Logged out successfully',
    })
    expect(forgotten()).toBe(before + 1)
  })

  it('stays logged in when the logout cannot reach the server', async () => {
    const { actor } = startSession(inAnHour(), {
      fetchUser: () => reply(200, 'Logged in', someUser),
      logout: () => new Error('offline'),
    })
    await settle()
    actor.send({ type: 'LOGOUT' })
    await settle()
    expect(actor.getSnapshot().matches({ loggedIn: 'idle' })).toBe(true)
    expect(actor.getSnapshot().context.message).toBe('ERROR')
  })

  it('logs out when any other call answers 401', async () => {
    const { actor } = startSession(inAnHour(), {
      fetchUser: () => reply(200, 'Logged in', someUser),
    })
    await settle()
    actor.send({ type: 'UNAUTHORIZED' })
    expect(actor.getSnapshot().matches({ loggedOut: 'idle' })).toBe(true)
    expect(actor.getSnapshot().context.expiresAt).toBeNull()
  })

  it('ends the session when its hint says it ends', async () => {
    const { actor } = startSession(inAnHour(), {
      fetchUser: () => reply(200, 'Logged in', someUser),
    })
    await settle()
    await vi.advanceTimersByTimeAsync(3599_000)
    expect(actor.getSnapshot().matches('loggedIn')).toBe(true)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(actor.getSnapshot().matches({ loggedOut: 'idle' })).toBe(true)
  })

  it('starts logged out with a hint that has passed', async () => {
    const { actor, calls } = startSession(Date.now() - 10_000, {
      fetchUser: () => reply(200, 'Logged in', someUser),
    })
    await settle()
    expect(actor.getSnapshot().matches({ loggedOut: 'idle' })).toBe(true)
    expect(calls).toEqual([])
  })

  it('keeps the session a password change renewed, until its new end', async () => {
    const { actor } = startSession(inAnHour(), {
      fetchUser: () => reply(200, 'Logged in', someUser),
    })
    await settle()
    await vi.advanceTimersByTimeAsync(1800_000)
    const renewedUntil = inAnHour()
    actor.send({ type: 'SESSION_RENEWED', expiresAt: renewedUntil, user: null })
    expect(actor.getSnapshot().context).toMatchObject({ expiresAt: renewedUntil, user: someUser })
    await vi.advanceTimersByTimeAsync(1800_000)
    expect(actor.getSnapshot().matches({ loggedIn: 'idle' })).toBe(true)
  })
})
