import { createActor, fromPromise } from 'xstate'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { reply } from '#tools/testing/account-fixtures'
import type { AccountReply } from './account-reply'
import { maxWrongCodes, resetPasswordMachine } from './reset-password.machine'

type Replies = {
  requestCode?: (input: { email: string }) => AccountReply<unknown> | Error
  checkCode?: (input: { email: string; code: string }) => AccountReply<unknown> | Error
  setPassword?: (input: { email: string; password: string; token: string }) => AccountReply<unknown> | Error
}

function startReset(replies: Replies) {
  const calls: { name: string; input: unknown }[] = []
  const answer = <I>(name: string, make: ((input: I) => AccountReply<unknown> | Error) | undefined) =>
    fromPromise<AccountReply<unknown>, I>(({ input }) => {
      calls.push({ name, input })
      const result = make?.(input) ?? new Error(`no reply for ${name}`)
      return result instanceof Error ? Promise.reject(result) : Promise.resolve(result)
    })
  const actor = createActor(
    resetPasswordMachine.provide({
      actors: {
        requestCode: answer('requestCode', replies.requestCode),
        checkCode: answer('checkCode', replies.checkCode),
        setPassword: answer('setPassword', replies.setPassword),
      },
    }),
    // A reset the page starts afresh: no step in its URL.
    { input: { codeSentTo: undefined } },
  ).start()
  return { actor, calls }
}

const settle = () => vi.advanceTimersByTimeAsync(0)
const happy: Replies = {
  requestCode: () => reply(200, 'RESET_REQUESTED_SUCCESSFULLY', null),
  checkCode: ({ code }) =>
    code === '123456' ? reply(200, 'CODE_VALID', null, 'reset-token') : reply(400, 'CODE_NOT_VALID', null),
  setPassword: ({ token }) =>
    token === 'reset-token' ? reply(200, 'TOKEN_DELETED', null) : reply(401, 'Not authorized', null),
}

describe('the reset password machine', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('goes from the email to a new password with the mailed code and the reset token it gives', async () => {
    const { actor, calls } = startReset(happy)
    actor.send({ type: 'REQUEST', email: 'giulia@example.com' })
    await settle()
    expect(actor.getSnapshot().value).toBe('codeSent')
    actor.send({ type: 'CHECK', code: '123456' })
    await settle()
    expect(actor.getSnapshot().value).toBe('verified')
    expect(actor.getSnapshot().context).toMatchObject({ token: 'reset-token', message: 'CODE_VALID' })
    actor.send({ type: 'SET', password: 'a new long secret', repeat: 'a new long secret' })
    await settle()
    expect(actor.getSnapshot().status).toBe('done')
    expect(actor.getSnapshot().context).toMatchObject({ token: null, message: 'TOKEN_DELETED' })
    expect(calls.map((call) => call.input)).toEqual([
      { email: 'giulia@example.com' },
      { email: 'giulia@example.com', code: '123456' },
      { email: 'giulia@example.com', password: 'a new long secret', token: 'reset-token' },
    ])
  })

  it("refuses passwords that differ without calling the server: 'Those passwords didn't match'", async () => {
    const { actor, calls } = startReset(happy)
    actor.send({ type: 'REQUEST', email: 'giulia@example.com' })
    await settle()
    actor.send({ type: 'CHECK', code: '123456' })
    await settle()
    actor.send({ type: 'SET', password: 'a new long secret', repeat: 'a new long secreT' })
    await settle()
    expect(actor.getSnapshot().value).toBe('verified')
    expect(actor.getSnapshot().context.problem).toBe('passwordsDiffer')
    expect(calls).toHaveLength(2)
  })

  it('asks for the code again after a wrong one, and can send a new code', async () => {
    const { actor, calls } = startReset(happy)
    actor.send({ type: 'REQUEST', email: 'giulia@example.com' })
    await settle()
    actor.send({ type: 'CHECK', code: '000000' })
    await settle()
    expect(actor.getSnapshot().value).toBe('codeSent')
    expect(actor.getSnapshot().context.message).toBe('CODE_NOT_VALID')
    actor.send({ type: 'RESEND' })
    await settle()
    expect(calls.map((call) => call.name)).toEqual(['requestCode', 'checkCode', 'requestCode'])
    expect(actor.getSnapshot().context.message).toBe('RESET_REQUESTED_SUCCESSFULLY')
  })

  it('starts over when the reset token is refused while setting the password', async () => {
    const { actor } = startReset({ ...happy, setPassword: () => reply(401, 'Not authorized', null) })
    actor.send({ type: 'REQUEST', email: 'giulia@example.com' })
    await settle()
    actor.send({ type: 'CHECK', code: '123456' })
    await settle()
    actor.send({ type: 'SET', password: 'a new long secret', repeat: 'a new long secret' })
    await settle()
    expect(actor.getSnapshot().value).toBe('request')
    expect(actor.getSnapshot().context).toMatchObject({ token: null, message: 'CODE_NOT_VALID' })
  })

  it('stays on the step with the error when the server cannot be reached or refuses', async () => {
    const { actor } = startReset({
      requestCode: () => reply(429, 'TOO_MANY_REQUESTS', { retryAfterSeconds: 60 }),
    })
    actor.send({ type: 'REQUEST', email: 'giulia@example.com' })
    await settle()
    expect(actor.getSnapshot().value).toBe('request')
    expect(actor.getSnapshot().context.message).toBe('TOO_MANY_REQUESTS')
    const offline = startReset({ ...happy, checkCode: () => new TypeError('Failed to fetch') })
    offline.actor.send({ type: 'REQUEST', email: 'giulia@example.com' })
    await settle()
    offline.actor.send({ type: 'CHECK', code: '123456' })
    await settle()
    expect(offline.actor.getSnapshot().value).toBe('codeSent')
    expect(offline.actor.getSnapshot().context.message).toBe('ERROR')
  })
  it('voids the code at the fifth wrong try: only a new code or another email is offered, and a new code counts from zero', async () => {
    const { actor, calls } = startReset(happy)
    actor.send({ type: 'REQUEST', email: 'giulia@example.com' })
    await settle()
    for (let tries = 1; tries < maxWrongCodes; tries += 1) {
      actor.send({ type: 'CHECK', code: '000000' })
      await settle()
      expect(actor.getSnapshot().value).toBe('codeSent')
      expect(actor.getSnapshot().context.wrongTries).toBe(tries)
    }
    actor.send({ type: 'CHECK', code: '000000' })
    await settle()
    expect(actor.getSnapshot().value).toBe('codeVoid')
    expect(actor.getSnapshot().context.message).toBe('CODE_NOT_VALID')
    expect(actor.getSnapshot().can({ type: 'CHECK', code: '123456' })).toBe(false)
    actor.send({ type: 'RESEND' })
    await settle()
    expect(actor.getSnapshot().value).toBe('codeSent')
    expect(actor.getSnapshot().context.wrongTries).toBe(0)
    actor.send({ type: 'CHECK', code: '123456' })
    await settle()
    expect(actor.getSnapshot().value).toBe('verified')
    expect(calls.filter((call) => call.name === 'requestCode')).toHaveLength(2)
  })

  it('does not count a refusal that is not about the code (too many requests) as a wrong try', async () => {
    const { actor } = startReset({ ...happy, checkCode: () => reply(429, 'TOO_MANY_REQUESTS', null) })
    actor.send({ type: 'REQUEST', email: 'giulia@example.com' })
    await settle()
    for (let tries = 0; tries < maxWrongCodes + 1; tries += 1) {
      actor.send({ type: 'CHECK', code: '123456' })
      await settle()
    }
    expect(actor.getSnapshot().value).toBe('codeSent')
    expect(actor.getSnapshot().context.wrongTries).toBe(0)
  })

  it('forgets the wrong tries when another email is used', async () => {
    const { actor } = startReset(happy)
    actor.send({ type: 'REQUEST', email: 'giulia@example.com' })
    await settle()
    actor.send({ type: 'CHECK', code: '000000' })
    await settle()
    expect(actor.getSnapshot().context.wrongTries).toBe(1)
    actor.send({ type: 'CHANGE_EMAIL' })
    expect(actor.getSnapshot().value).toBe('request')
    expect(actor.getSnapshot().context.wrongTries).toBe(0)
  })

  it('starts at the code step for the address a reload names, asks nothing, and can go back', async () => {
    const calls: string[] = []
    const actor = createActor(
      resetPasswordMachine.provide({
        actors: {
          requestCode: fromPromise<AccountReply<unknown>, { email: string }>(() => {
            calls.push('requestCode')
            return Promise.reject(new Error('asked'))
          }),
          checkCode: fromPromise<AccountReply<unknown>, { email: string; code: string }>(() =>
            Promise.resolve(reply(200, 'CODE_VALID', null, 'reset-token')),
          ),
        },
      }),
      { input: { codeSentTo: 'giulia@example.com' } },
    ).start()
    expect(actor.getSnapshot().value).toBe('codeSent')
    expect(actor.getSnapshot().context.email).toBe('giulia@example.com')
    actor.send({ type: 'CHECK', code: '123456' })
    await settle()
    expect(actor.getSnapshot().value).toBe('verified')
    expect(calls).toEqual([])
    // Back at the first step it stays there: the start's transition is taken only as it starts.
    const again = createActor(resetPasswordMachine, { input: { codeSentTo: 'giulia@example.com' } }).start()
    again.send({ type: 'CHANGE_EMAIL' })
    expect(again.getSnapshot().value).toBe('request')
  })
})
