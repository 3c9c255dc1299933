import { createTestModel } from '@xstate/graph'
import { activeStateIds, edgeCoveringPaths, stateNodeIds } from '#tools/testing/edge-covering-paths'
import { assign, createActor, fromPromise, setup } from 'xstate'
import { expect, vi } from 'vitest'
import { reply } from '#tools/testing/account-fixtures'
import type { AccountReply } from './account-reply'
import { maxWrongCodes, resetPasswordMachine } from './reset-password.machine'
import { describeModelCoverage, edgeKey } from '#tools/testing/model-coverage'
import type { Visited } from '#tools/testing/model-coverage'

/**
 * The reset machine's shape with its calls made into events (a call is accepted, refused, fails),
 * each driving the real machine whose calls the test settles. The model's context holds what
 * the screen shows besides the step: whether 'Those passwords didn't match' is flagged, and how
 * many wrong codes were given for the last code (the fifth voids it).
 */
type ModelEvent =
  | { type: 'REQUEST' }
  | { type: 'RESEND' }
  | { type: 'CHANGE_EMAIL' }
  | { type: 'CHECK' }
  | { type: 'SET_MATCHING' }
  | { type: 'SET_DIFFERENT' }
  | { type: 'ACCEPTED' }
  | { type: 'REFUSED' }
  | { type: 'TOKEN_REFUSED' }
  | { type: 'CALL_FAILS' }
  /** A refusal that is not about the code (too many requests): not a wrong try. */
  | { type: 'TOO_MANY' }

type ModelContext = { mismatch: boolean; wrong: number }

const modelMachine = setup({
  types: { events: {} as ModelEvent, context: {} as ModelContext },
  actions: {
    forget: assign({ wrong: 0 }),
    countWrong: assign({ wrong: ({ context }) => context.wrong + 1 }),
  },
  guards: { lastTry: ({ context }) => context.wrong + 1 >= maxWrongCodes },
}).createMachine({
  id: 'model',
  context: { mismatch: false, wrong: 0 },
  initial: 'request',
  states: {
    request: { on: { REQUEST: { target: 'requesting', actions: 'forget' } } },
    requesting: { on: { ACCEPTED: 'codeSent', REFUSED: 'request', CALL_FAILS: 'request' } },
    codeSent: {
      on: {
        CHECK: 'checking',
        RESEND: { target: 'requesting', actions: 'forget' },
        CHANGE_EMAIL: { target: 'request', actions: 'forget' },
      },
    },
    checking: {
      on: {
        ACCEPTED: 'verified',
        // The API voids a code at its fifth wrong try.
        REFUSED: [
          { guard: 'lastTry', target: 'codeVoid', actions: 'forget' },
          { target: 'codeSent', actions: 'countWrong' },
        ],
        TOO_MANY: 'codeSent',
        CALL_FAILS: 'codeSent',
      },
    },
    codeVoid: {
      on: {
        RESEND: { target: 'requesting', actions: 'forget' },
        CHANGE_EMAIL: { target: 'request', actions: 'forget' },
      },
    },
    verified: {
      on: {
        SET_MATCHING: { target: 'setting', actions: assign({ mismatch: false }) },
        // spec 5: 'Those passwords didn't match', and no call.
        SET_DIFFERENT: { target: 'verified', actions: assign({ mismatch: true }) },
      },
    },
    setting: {
      on: { ACCEPTED: 'done', REFUSED: 'verified', TOKEN_REFUSED: 'request', CALL_FAILS: 'verified' },
    },
    done: { type: 'final' },
  },
})

const serializeState = (snapshot: { value: unknown; context: ModelContext }) =>
  JSON.stringify({
    value: snapshot.value,
    mismatch: snapshot.context.mismatch,
    wrong: snapshot.context.wrong,
  })
const model = createTestModel(modelMachine, { serializeState })
const { edges, paths } = edgeCoveringPaths(model, serializeState)

type Pending = { name: string; resolve(reply: AccountReply<unknown>): void; reject(error: Error): void }

function startSystem() {
  const pending: Pending[] = []
  const call = <I>(name: string) =>
    fromPromise<AccountReply<unknown>, I>(
      () => new Promise((resolve, reject) => pending.push({ name, resolve, reject })),
    )
  const actor = createActor(
    resetPasswordMachine.provide({
      actors: {
        requestCode: call('requestCode'),
        checkCode: call('checkCode'),
        setPassword: call('setPassword'),
      },
    }),
    // A reset the page starts afresh: no step in its URL.
    { input: { codeSentTo: undefined } },
  ).start()
  return { actor, pending }
}

const accepted: Record<string, AccountReply<unknown>> = {
  requestCode: reply(200, 'RESET_REQUESTED_SUCCESSFULLY', null),
  checkCode: reply(200, 'CODE_VALID', null, 'reset-token'),
  setPassword: reply(200, 'TOKEN_DELETED', null),
}
const refused: Record<string, AccountReply<unknown>> = {
  requestCode: reply(400, 'Request not correct', null),
  checkCode: reply(400, 'CODE_NOT_VALID', null),
  setPassword: reply(400, 'Request not correct', null),
}

type Path = (typeof paths)[number]

/** Walks one path on the real machine with its calls held, noting what it visits. */
async function walk(path: Path, visited: Visited): Promise<void> {
  const { actor, pending } = startSystem()
  const current = () => actor.getSnapshot()
  const valueOf = () =>
    JSON.stringify({
      value: current().value,
      mismatch: current().context.problem === 'passwordsDiffer',
      // Counted up to the void; the model forgets the count there, as it no longer matters.
      wrong: current().matches('codeVoid') ? 0 : current().context.wrongTries,
    })
  const settle = () => vi.advanceTimersByTimeAsync(0)
  const last = () => {
    const request = pending.at(-1)
    if (!request) throw new Error('no call is pending')
    return request
  }
  const step = (type: ModelEvent['type'], run: () => void) => async () => {
    const before = valueOf()
    run()
    await settle()
    visited.edges.add(edgeKey(before, type, valueOf()))
  }
  await path.test({
    states: {
      request: () => {
        expect(current().value).toBe('request')
        expect(current().context.token).toBeNull()
      },
      requesting: () => {
        expect(current().value).toBe('requesting')
        expect(last().name).toBe('requestCode')
      },
      codeSent: (state) => {
        expect(current().value).toBe('codeSent')
        expect(current().context.email).toBe('giulia@example.com')
        expect(current().context.wrongTries).toBe(state.context.wrong)
      },
      codeVoid: () => {
        expect(current().value).toBe('codeVoid')
        expect(current().context).toMatchObject({ message: 'CODE_NOT_VALID', wrongTries: maxWrongCodes })
        // Only a new code or another email from here: checking is not offered.
        expect(current().can({ type: 'CHECK', code: '123456' })).toBe(false)
      },
      checking: () => {
        expect(current().value).toBe('checking')
        expect(last().name).toBe('checkCode')
      },
      verified: (state) => {
        expect(current().value).toBe('verified')
        expect(current().context.problem === 'passwordsDiffer').toBe(state.context.mismatch)
        expect(current().context.token).toBe('reset-token')
      },
      setting: () => {
        expect(current().value).toBe('setting')
        expect(last().name).toBe('setPassword')
        expect(current().context.problem).toBeNull()
      },
      done: () => {
        expect(current().status).toBe('done')
        expect(current().context).toMatchObject({ token: null, message: 'TOKEN_DELETED' })
      },
    },
    events: {
      REQUEST: step('REQUEST', () => actor.send({ type: 'REQUEST', email: 'giulia@example.com' })),
      RESEND: step('RESEND', () => actor.send({ type: 'RESEND' })),
      CHANGE_EMAIL: step('CHANGE_EMAIL', () => actor.send({ type: 'CHANGE_EMAIL' })),
      CHECK: step('CHECK', () => actor.send({ type: 'CHECK', code: '123456' })),
      SET_MATCHING: step('SET_MATCHING', () =>
        actor.send({ type: 'SET', password: 'a new long secret', repeat: 'a new long secret' }),
      ),
      SET_DIFFERENT: step('SET_DIFFERENT', () => {
        actor.send({ type: 'SET', password: 'a new long secret', repeat: 'another secret' })
        expect(current().context.problem).toBe('passwordsDiffer')
      }),
      ACCEPTED: step('ACCEPTED', () => last().resolve(accepted[last().name] ?? reply(500, 'ERROR', null))),
      REFUSED: step('REFUSED', () => last().resolve(refused[last().name] ?? reply(500, 'ERROR', null))),
      TOKEN_REFUSED: step('TOKEN_REFUSED', () => last().resolve(reply(401, 'Not authorized', null))),
      CALL_FAILS: step('CALL_FAILS', () => last().reject(new TypeError('Failed to fetch'))),
      TOO_MANY: step('TOO_MANY', () => last().resolve(reply(429, 'TOO_MANY_REQUESTS', null))),
    },
  })
  for (const id of activeStateIds(resetPasswordMachine.root, current().value)) visited.states.add(id)
  expect(valueOf()).toBe(serializeState(path.state))
}

describeModelCoverage({
  name: 'reset password',
  paths,
  walk,
  expectedStates: stateNodeIds(resetPasswordMachine.root),
  expectedEdges: edges.map((edge) =>
    edgeKey(serializeState(edge.state), edge.event.type, serializeState(edge.nextState)),
  ),
  fakeTimers: {},
})
