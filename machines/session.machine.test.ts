import { createActor, fromPromise } from 'xstate'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { LoginRequest } from '#schema/account/account-requests'
import type { User } from '#schema/account/user'
import { fakeToken, reply, someUser } from '#tools/testing/account-fixtures'
import type { AccountReply } from './account-reply'
import { sessionMachine } from './session.machine'
import type { RegistrationPayload } from './session.machine'

type Replies = {
  login?: (credentials: LoginRequest) => AccountReply<User | null> | Error
  register?: (registration: RegistrationPayload) => AccountReply<User | null> | Error
  logout?: () => AccountReply<User | null> | Error
  fetchUser?: () => AccountReply<User | null> | Error
}

function startSession(token: string | null, replies: Replies) {
  const calls: string[] = []
  const cookies: { token: string; expiresAt: number | null }[] = []
  let removed = 0
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
        writeTokenCookie: (_, params) => {
          cookies.push(params)
        },
        removeTokenCookie: () => {
          removed += 1
        },
      },
    }),
    { input: { token } },
  ).start()
  return { actor, calls, cookies, removed: () => removed }
}

const settle = () => vi.advanceTimersByTimeAsync(0)
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600

describe('the session machine', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'))
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('logs in when the login answers a token, storing the token, the user and a cookie that ends with the token', async () => {
    const token = fakeToken(inAnHour())
    const { actor, cookies } = startSession(null, { login: () => reply(200, 'Logged in', someUser, token) })
    actor.send({ type: 'LOGIN', credentials: { username: 'giulia@example.com', password: 'a long secret' } })
    await settle()
    expect(actor.getSnapshot().matches({ loggedIn: 'idle' })).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({
      token,
      user: someUser,
      message: 'Logged in',
      credentials: null,
    })
    expect(cookies).toEqual([{ token, expiresAt: inAnHour() * 1000 }])
  })

  it('stays logged out with the message when the login is refused, and forgets the password', async () => {
    const { actor } = startSession(null, { login: () => reply(401, 'Invalid credentials', null) })
    actor.send({ type: 'LOGIN', credentials: { username: 'giulia@example.com', password: 'wrong one' } })
    await settle()
    expect(actor.getSnapshot().matches({ loggedOut: 'idle' })).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({
      token: null,
      message: 'Invalid credentials',
      credentials: null,
    })
  })

  it('is logged in right after a registration that answers a token', async () => {
    const token = fakeToken(inAnHour())
    const { actor, calls } = startSession(null, {
      register: () => reply(201, 'User created successfully', someUser, token),
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

  it('makes no second call when a registration answers no token: the visitor stays logged out', async () => {
    // Our API always answers the token with the new user; an answer without one is not a login.
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
    expect(actor.getSnapshot().context).toMatchObject({ token: null, user: null, credentials: null })
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

  it('fetches the user once when a token exists without user data, and not again once loaded', async () => {
    const { actor, calls } = startSession(fakeToken(inAnHour()), {
      fetchUser: () => reply(200, 'Logged in', someUser),
    })
    expect(actor.getSnapshot().matches({ loggedIn: 'loadingUser' })).toBe(true)
    await settle()
    expect(actor.getSnapshot().context.user).toEqual(someUser)
    actor.send({ type: 'FETCH_USER' })
    await settle()
    expect(calls).toEqual(['fetchUser'])
  })

  it('fetches the user again on request when an earlier fetch failed', async () => {
    let attempt = 0
    const { actor, calls } = startSession(fakeToken(inAnHour()), {
      fetchUser: () => (++attempt === 1 ? new Error('offline') : reply(200, 'Logged in', someUser)),
    })
    await settle()
    expect(actor.getSnapshot().context).toMatchObject({ user: null, message: 'ERROR' })
    actor.send({ type: 'FETCH_USER' })
    await settle()
    expect(calls).toEqual(['fetchUser', 'fetchUser'])
    expect(actor.getSnapshot().context.user).toEqual(someUser)
  })

  it('clears the token when users/me answers 401', async () => {
    const { actor, removed } = startSession(fakeToken(inAnHour()), {
      fetchUser: () => reply(401, 'Not authorized', null),
    })
    await settle()
    expect(actor.getSnapshot().matches({ loggedOut: 'idle' })).toBe(true)
    expect(actor.getSnapshot().context.token).toBeNull()
    expect(removed()).toBeGreaterThan(0)
  })

  it('logs out on logout success: user, token and cookie cleared', async () => {
    const { actor, removed } = startSession(fakeToken(inAnHour()), {
      fetchUser: () => reply(200, 'Logged in', someUser),
      logout: () => reply(200, 'Logged out successfully', null),
    })
    await settle()
    const before = removed()
    actor.send({ type: 'LOGOUT' })
    await settle()
    expect(actor.getSnapshot().matches({ loggedOut: 'idle' })).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({
      token: null,
      user: null,
      message: 'Logged out successfully',
    })
    expect(removed()).toBe(before + 1)
  })

  it('stays logged in when the logout cannot reach the server', async () => {
    const { actor } = startSession(fakeToken(inAnHour()), {
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
    const { actor } = startSession(fakeToken(inAnHour()), {
      fetchUser: () => reply(200, 'Logged in', someUser),
    })
    await settle()
    actor.send({ type: 'UNAUTHORIZED' })
    expect(actor.getSnapshot().matches({ loggedOut: 'idle' })).toBe(true)
    expect(actor.getSnapshot().context.token).toBeNull()
  })

  it('ends the session when the token expires', async () => {
    const { actor } = startSession(fakeToken(inAnHour()), {
      fetchUser: () => reply(200, 'Logged in', someUser),
    })
    await settle()
    await vi.advanceTimersByTimeAsync(3599_000)
    expect(actor.getSnapshot().matches('loggedIn')).toBe(true)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(actor.getSnapshot().matches({ loggedOut: 'idle' })).toBe(true)
  })

  it('starts logged out with an expired token', async () => {
    const { actor, calls } = startSession(fakeToken(Math.floor(Date.now() / 1000) - 10), {
      fetchUser: () => reply(200, 'Logged in', someUser),
    })
    await settle()
    expect(actor.getSnapshot().matches({ loggedOut: 'idle' })).toBe(true)
    expect(calls.length).toBeLessThanOrEqual(1)
  })

  it('keeps the session with the new token a password change answers, and its new expiry', async () => {
    const { actor, cookies } = startSession(fakeToken(inAnHour()), {
      fetchUser: () => reply(200, 'Logged in', someUser),
    })
    await settle()
    await vi.advanceTimersByTimeAsync(1800_000)
    const renewed = fakeToken(inAnHour(), 'b')
    actor.send({ type: 'SESSION_RENEWED', token: renewed, user: null })
    expect(actor.getSnapshot().context).toMatchObject({ token: renewed, user: someUser })
    expect(cookies.at(-1)?.token).toBe(renewed)
    await vi.advanceTimersByTimeAsync(1800_000)
    expect(actor.getSnapshot().matches({ loggedIn: 'idle' })).toBe(true)
  })
})
