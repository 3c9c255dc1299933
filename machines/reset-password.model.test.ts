import { createActor, fromPromise } from 'xstate'
import { expect } from 'vitest'
import { reply } from '#tools/testing/account-fixtures'
import { describeMachineModel } from '#tools/testing/describe-machine-model'
import type { ModelEventLabel } from '#tools/testing/machine-names'
import type { AccountReply } from './account-reply'
import { maxWrongCodes, resetPasswordMachine } from './reset-password.machine'

type Pending = { name: string; resolve(reply: AccountReply<unknown>): void; reject(error: Error): void }

const email = 'giulia@example.com'

/** The real machine with its calls held; `codeSentTo`: a reload of the code step for that address. */
function startMachine(pending: Pending[], codeSentTo: string | undefined) {
  const call = <I>(name: string) =>
    fromPromise<AccountReply<unknown>, I>(
      () => new Promise((resolve, reject) => pending.push({ name, resolve, reject })),
    )
  return createActor(
    resetPasswordMachine.provide({
      actors: {
        requestCode: call('requestCode'),
        checkCode: call('checkCode'),
        setPassword: call('setPassword'),
      },
    }),
    { input: { codeSentTo } },
  ).start()
}

/** The system under test: a reset the page starts afresh (no step in its URL), its calls settled by the steps. */
function startSystem() {
  const pending: Pending[] = []
  return { pending, actor: startMachine(pending, undefined) }
}

type System = ReturnType<typeof startSystem>

const context = ({ actor }: System) => actor.getSnapshot().context
const last = ({ pending }: System) => {
  const request = pending.at(-1)
  if (!request) throw new Error('no call is pending')
  return request
}
const answer = (status: number, message: Parameters<typeof reply>[1], token?: string) => (system: System) =>
  last(system).resolve(reply(status, message, null, token))
const fail = (system: System) => last(system).reject(new TypeError('Failed to fetch'))
const wrongCode = answer(400, 'CODE_NOT_VALID')

// The model is the reset machine itself, its calls' answers and failures events the test
// performs. It remembers what the screen shows besides the step: whether 'Those passwords didn't
// match' is flagged, and how many wrong codes were given for the last code (the fifth voids it).
describeMachineModel({
  name: 'reset password',
  machine: resetPasswordMachine,
  start: startSystem,
  snapshot: ({ actor }) => actor.getSnapshot(),
  facts: {
    initial: { mismatch: false, wrong: 0 },
    guards: { codeVoided: (facts) => facts.wrong + 1 >= maxWrongCodes },
    update: (facts, { label }) => {
      if (label === 'SET [passwordsMatch]') return { ...facts, mismatch: false }
      if (label === 'SET [else]') return { ...facts, mismatch: true }
      if (label === 'checkCode done [else]') return { ...facts, wrong: facts.wrong + 1 }
      // A reload starts a new machine, which has counted nothing.
      const forget: ModelEventLabel<typeof resetPasswordMachine>[] = [
        'REQUEST',
        'RESEND',
        'CHANGE_EMAIL',
        'checkCode done [codeVoided]',
        'always [resumesAtCode]',
      ]
      return forget.includes(label) ? { ...facts, wrong: 0 } : facts
    },
    of: (system) => ({
      mismatch: context(system).problem === 'passwordsDiffer',
      // Counted up to the void; the model forgets the count there, as it no longer matters.
      wrong: system.actor.getSnapshot().matches('codeVoid') ? 0 : context(system).wrongTries,
    }),
  },
  events: {
    REQUEST: ({ actor }) => actor.send({ type: 'REQUEST', email }),
    'requestCode done [succeeded]': answer(200, 'RESET_REQUESTED_SUCCESSFULLY'),
    'requestCode done [else]': answer(400, 'Request not correct'),
    'requestCode error': fail,
    // Only as the machine starts: the code step is reloaded.
    'always [resumesAtCode]': (system) => {
      system.actor.stop()
      system.actor = startMachine(system.pending, email)
    },
    RESEND: ({ actor }) => actor.send({ type: 'RESEND' }),
    CHANGE_EMAIL: ({ actor }) => actor.send({ type: 'CHANGE_EMAIL' }),
    CHECK: ({ actor }) => actor.send({ type: 'CHECK', code: '123456' }),
    'checkCode done [verifiedWithToken]': answer(200, 'CODE_VALID', 'reset-token'),
    'checkCode done [codeVoided]': wrongCode,
    'checkCode done [else]': wrongCode,
    'checkCode error': fail,
    'SET [passwordsMatch]': ({ actor }) =>
      actor.send({ type: 'SET', password: 'a new long secret', repeat: 'a new long secret' }),
    'SET [else]': ({ actor }) =>
      actor.send({ type: 'SET', password: 'a new long secret', repeat: 'another secret' }),
    'setPassword done [succeeded]': answer(200, 'TOKEN_DELETED'),
    'setPassword done [isUnauthorized]': answer(401, 'Not authorized'),
    'setPassword done [else]': answer(400, 'Request not correct'),
    'setPassword error': fail,
  },
  states: {
    request: (system) => expect(context(system).token).toBeNull(),
    requesting: (system) => expect(last(system).name).toBe('requestCode'),
    codeSent: (system) => expect(context(system).email).toBe(email),
    codeVoid: (system) => {
      expect(context(system)).toMatchObject({ message: 'CODE_NOT_VALID', wrongTries: maxWrongCodes })
      // Only a new code or another email from here: checking is not offered.
      expect(system.actor.getSnapshot().can({ type: 'CHECK', code: '123456' })).toBe(false)
    },
    checking: (system) => expect(last(system).name).toBe('checkCode'),
    verified: (system) => expect(context(system).token).toBe('reset-token'),
    setting: (system) => {
      expect(last(system).name).toBe('setPassword')
      expect(context(system).problem).toBeNull()
    },
    done: (system) => {
      expect(system.actor.getSnapshot().status).toBe('done')
      expect(context(system)).toMatchObject({ token: null, message: 'TOKEN_DELETED' })
    },
  },
})
