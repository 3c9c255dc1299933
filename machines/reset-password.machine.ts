import { assign, fromPromise, setup } from 'xstate'
import type { MessageCode } from '#schema/account/message-code'
import type { AccountReply } from './account-reply'

export type ResetPasswordContext = {
  email: string
  /** The short-lived reset token check-reset-password answers in `jwt-access-token`. */
  token: string | null
  /** The last answer's message code (CODE_VALID, CODE_NOT_VALID, TOKEN_DELETED, ...). */
  message: MessageCode | null
  /** A problem found before any call: spec 5, 'Those passwords didn't match'. */
  problem: 'passwordsDiffer' | null
  /** Wrong codes given for the code mailed last; the API voids a code after `maxWrongCodes`. */
  wrongTries: number
}

/** The Account API voids a reset code after this many wrong tries (site/server/api/password-routes.server.ts). */
export const maxWrongCodes = 5

export type ResetPasswordEvent =
  | { type: 'REQUEST'; email: string }
  /** Send the code again to the same address. */
  | { type: 'RESEND' }
  /** Back to the first step, to use another address. */
  | { type: 'CHANGE_EMAIL' }
  | { type: 'CHECK'; code: string }
  | { type: 'SET'; password: string; repeat: string }

/**
 * Where a reset the page reloaded was (decision 038): the address a code was mailed to, read
 * from the URL (`?step=code&email=`), never the code. Nothing is asked again.
 */
export type ResetPasswordInput = { codeSentTo: string | undefined }

type Reply = AccountReply<unknown>
const isWrongCode = (reply: Reply) => !reply.answer.success && reply.answer.message === 'CODE_NOT_VALID'
const unreachable = (): Promise<Reply> =>
  Promise.reject(new Error('The reset password machine needs its actors provided'))

/**
 * Password reset by a mailed code (spec §7.1): request (email) -> codeSent -> checking (code, email)
 * -> verified (reset token from the header) -> setting (password, repeat) -> done. Each call's
 * refusal goes back one step with its message; a 401 while setting (the reset token expired or
 * was used) starts over. The fifth wrong code voids the code (the API answers CODE_NOT_VALID to it
 * from then on, even to the right one): `codeVoid` says so and offers only a new code or another
 * email. Started with `codeSentTo` (a reload of the code step), it starts at `codeSent`.
 * Actors supplied from outside: `requestCode`, `checkCode`, `setPassword`.
 *
 * @example
 * createActor(resetPasswordMachine.provide({ actors: browserResetActors }))
 */
export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
    input: {} as ResetPasswordInput,
  },
  actors: {
    requestCode: fromPromise<Reply, { email: string }>(unreachable),
    checkCode: fromPromise<Reply, { email: string; code: string }>(unreachable),
    setPassword: fromPromise<Reply, { email: string; password: string; token: string }>(unreachable),
  },
  actions: {
    storeEmail: assign({ email: (_, email: string) => email }),
    storeToken: assign({ token: (_, token: string | null) => token }),
    storeMessage: assign({ message: (_, message: MessageCode | null) => message }),
    flagPasswordsDiffer: assign({ problem: 'passwordsDiffer' as const, message: null }),
    clearProblems: assign({ problem: null, message: null }),
    // Only a wrong code counts: a refusal for another reason (too many requests) does not.
    countWrongTry: assign({
      wrongTries: ({ context }, reply: Reply) => context.wrongTries + (isWrongCode(reply) ? 1 : 0),
    }),
    forgetWrongTries: assign({ wrongTries: 0 }),
  },
  guards: {
    passwordsMatch: (_, params: { password: string; repeat: string }) => params.password === params.repeat,
    succeeded: (_, reply: Reply) => reply.answer.success,
    verifiedWithToken: (_, reply: Reply) => reply.answer.success && reply.token !== null,
    isUnauthorized: (_, reply: Reply) => reply.status === 401,
    // A wrong code (the API's CODE_NOT_VALID) that is the last one the code allows.
    // Only as the machine starts (its init event), so coming back to the first step stays there.
    resumesAtCode: ({ context, event }) =>
      (event as { type: string }).type === 'xstate.init' && context.email !== '',
    codeVoided: ({ context }, reply: Reply) => isWrongCode(reply) && context.wrongTries + 1 >= maxWrongCodes,
  },
}).createMachine({
  id: 'resetPassword',
  context: ({ input }) => ({
    email: input.codeSentTo ?? '',
    token: null,
    message: null,
    problem: null,
    wrongTries: 0,
  }),
  initial: 'request',
  states: {
    request: {
      // A reload while the code was awaited starts at the code step, mailing nothing.
      always: { guard: 'resumesAtCode', target: 'codeSent' },
      on: {
        REQUEST: {
          target: 'requesting',
          actions: [
            { type: 'storeEmail', params: ({ event }) => event.email },
            'clearProblems',
            'forgetWrongTries',
          ],
        },
      },
    },
    requesting: {
      tags: ['busy'],
      invoke: {
        src: 'requestCode',
        input: ({ context }) => ({ email: context.email }),
        onDone: [
          {
            guard: { type: 'succeeded', params: ({ event }) => event.output },
            target: 'codeSent',
            actions: { type: 'storeMessage', params: ({ event }) => event.output.answer.message },
          },
          {
            target: 'request',
            actions: { type: 'storeMessage', params: ({ event }) => event.output.answer.message },
          },
        ],
        onError: { target: 'request', actions: { type: 'storeMessage', params: 'ERROR' } },
      },
    },
    codeSent: {
      on: {
        CHECK: { target: 'checking', actions: 'clearProblems' },
        RESEND: { target: 'requesting', actions: ['clearProblems', 'forgetWrongTries'] },
        CHANGE_EMAIL: { target: 'request', actions: ['clearProblems', 'forgetWrongTries'] },
      },
    },
    // The code is void: checking it again cannot help, only a new code can.
    codeVoid: {
      on: {
        RESEND: { target: 'requesting', actions: ['clearProblems', 'forgetWrongTries'] },
        CHANGE_EMAIL: { target: 'request', actions: ['clearProblems', 'forgetWrongTries'] },
      },
    },
    checking: {
      tags: ['busy'],
      invoke: {
        src: 'checkCode',
        input: ({ context, event }) => ({
          email: context.email,
          code: event.type === 'CHECK' ? event.code : '',
        }),
        onDone: [
          {
            guard: { type: 'verifiedWithToken', params: ({ event }) => event.output },
            target: 'verified',
            actions: [
              { type: 'storeToken', params: ({ event }) => event.output.token },
              { type: 'storeMessage', params: ({ event }) => event.output.answer.message },
            ],
          },
          {
            guard: { type: 'codeVoided', params: ({ event }) => event.output },
            target: 'codeVoid',
            actions: [
              { type: 'storeMessage', params: ({ event }) => event.output.answer.message },
              { type: 'countWrongTry', params: ({ event }) => event.output },
            ],
          },
          {
            target: 'codeSent',
            actions: [
              { type: 'storeMessage', params: ({ event }) => event.output.answer.message },
              { type: 'countWrongTry', params: ({ event }) => event.output },
            ],
          },
        ],
        onError: { target: 'codeSent', actions: { type: 'storeMessage', params: 'ERROR' } },
      },
    },
    verified: {
      on: {
        SET: [
          {
            guard: { type: 'passwordsMatch', params: ({ event }) => event },
            target: 'setting',
            actions: 'clearProblems',
          },
          { actions: 'flagPasswordsDiffer' },
        ],
      },
    },
    setting: {
      tags: ['busy'],
      invoke: {
        src: 'setPassword',
        input: ({ context, event }) => ({
          email: context.email,
          token: context.token ?? '',
          password: event.type === 'SET' ? event.password : '',
        }),
        onDone: [
          {
            guard: { type: 'succeeded', params: ({ event }) => event.output },
            target: 'done',
            actions: [
              { type: 'storeToken', params: null },
              { type: 'storeMessage', params: ({ event }) => event.output.answer.message },
            ],
          },
          // The reset token expired or was used: only a new code helps.
          {
            guard: { type: 'isUnauthorized', params: ({ event }) => event.output },
            target: 'request',
            actions: [
              { type: 'storeToken', params: null },
              { type: 'storeMessage', params: 'CODE_NOT_VALID' },
            ],
          },
          {
            target: 'verified',
            actions: { type: 'storeMessage', params: ({ event }) => event.output.answer.message },
          },
        ],
        onError: { target: 'verified', actions: { type: 'storeMessage', params: 'ERROR' } },
      },
    },
    done: { type: 'final' },
  },
})
