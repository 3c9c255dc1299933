import { createTestModel } from '@xstate/graph'
import { activeStateIds, edgeCoveringPaths, stateNodeIds } from '#tools/testing/edge-covering-paths'
import { createActor, createMachine, fromPromise } from 'xstate'
import { expect, vi } from 'vitest'
import { fetchMachine, minimumDisplayDelayMs } from './fetch.machine'
import type { FetchParams } from './fetch.machine'
import { describeModelCoverage, edgeKey } from '#tools/testing/model-coverage'
import type { Visited } from '#tools/testing/model-coverage'

/**
 * @xstate/graph walks machines without invocations or delays, and the fetch machine has both: a
 * request and a 200 ms delay. So the model is the fetch machine's shape with those made into
 * events a test can perform (the request answers, the delay passes), and each event drives the
 * real machine: a request it can settle at will, and fake timers.
 */
type ModelEvent =
  | { type: 'FETCH_ACCEPTED' }
  | { type: 'FETCH_REFUSED' }
  | { type: 'DELAY_PASSES' }
  | { type: 'ANSWER_ARRIVES' }
  | { type: 'REQUEST_FAILS' }
  | { type: 'RESET' }

const serializeState = (snapshot: { value: unknown }) => JSON.stringify(snapshot.value)
const fetchFrom = {
  FETCH_ACCEPTED: '#model.pending',
  FETCH_REFUSED: '#model.invalid',
  RESET: '#model.idle',
} as const
const model = createTestModel(
  createMachine({
    types: {} as { events: ModelEvent },
    id: 'model',
    initial: 'idle',
    on: fetchFrom,
    states: {
      idle: {},
      invalid: {},
      pending: {
        initial: 'quiet',
        on: { ANSWER_ARRIVES: 'success', REQUEST_FAILS: 'error' },
        states: { quiet: { on: { DELAY_PASSES: 'visible' } }, visible: {} },
      },
      success: {},
      error: {},
    },
  }),
  { serializeState },
)
const { edges, paths } = edgeCoveringPaths(model, serializeState)

/** The system under test: the real machine, whose requests the test answers or fails at will. */
function startSystem() {
  const requests: {
    params: FetchParams
    resolve(data: unknown): void
    reject(error: unknown): void
    signal: AbortSignal
  }[] = []
  const actor = createActor(
    fetchMachine.provide({
      actors: {
        load: fromPromise<unknown, FetchParams>(
          ({ input, signal }) =>
            new Promise((resolve, reject) => requests.push({ params: input, resolve, reject, signal })),
        ),
      },
      guards: {
        acceptsParams: ({ event }) => event.type === 'FETCH' && (event.params['q'] ?? '').length >= 3,
      },
    }),
  ).start()
  return { actor, requests }
}

type Path = (typeof paths)[number]

/** Walks one path on the real machine with a recorded fetch (fake timers: the describe's), noting what it visits. */
async function walk(path: Path, visited: Visited): Promise<void> {
  const { actor, requests } = startSystem()
  const current = () => actor.getSnapshot()
  const valueOf = () => JSON.stringify(current().value)
  const settle = () => vi.advanceTimersByTimeAsync(0)
  await path.test({
    states: {
      idle: () => {
        expect(current().matches('idle')).toBe(true)
        expect(current().context.timestamp).toBeNull()
      },
      invalid: () => {
        expect(current().matches('invalid')).toBe(true)
        // Refused params never reach the network.
        expect(requests.at(-1)?.params['q']).not.toBe(current().context.params?.['q'])
      },
      'pending.quiet': () => {
        expect(current().matches({ pending: 'quiet' })).toBe(true)
        expect(requests.at(-1)?.signal.aborted).toBe(false)
      },
      'pending.visible': () => {
        expect(current().matches({ pending: 'visible' })).toBe(true)
      },
      success: () => {
        expect(current().matches('success')).toBe(true)
        expect(current().context.data).toEqual({ results: requests.length })
        expect(current().context.timestamp).toBe(Date.now())
      },
      error: () => {
        expect(current().matches('error')).toBe(true)
        expect(current().context.error).toBeInstanceOf(Error)
        expect(current().context.timestamp).toBe(Date.now())
      },
    },
    events: {
      FETCH_ACCEPTED: async () => {
        const before = valueOf()
        actor.send({ type: 'FETCH', params: { q: 'lounger' } })
        await settle()
        visited.edges.add(edgeKey(before, 'FETCH_ACCEPTED', valueOf()))
      },
      FETCH_REFUSED: async () => {
        const before = valueOf()
        actor.send({ type: 'FETCH', params: { q: 'lo' } })
        await settle()
        visited.edges.add(edgeKey(before, 'FETCH_REFUSED', valueOf()))
      },
      DELAY_PASSES: async () => {
        const before = valueOf()
        await vi.advanceTimersByTimeAsync(minimumDisplayDelayMs)
        visited.edges.add(edgeKey(before, 'DELAY_PASSES', valueOf()))
      },
      ANSWER_ARRIVES: async () => {
        const before = valueOf()
        requests.at(-1)?.resolve({ results: requests.length })
        await settle()
        visited.edges.add(edgeKey(before, 'ANSWER_ARRIVES', valueOf()))
      },
      REQUEST_FAILS: async () => {
        const before = valueOf()
        requests.at(-1)?.reject(new Error('the CMS is down'))
        await settle()
        visited.edges.add(edgeKey(before, 'REQUEST_FAILS', valueOf()))
      },
      RESET: async () => {
        const before = valueOf()
        actor.send({ type: 'RESET' })
        await settle()
        visited.edges.add(edgeKey(before, 'RESET', valueOf()))
      },
    },
  })
  for (const id of activeStateIds(fetchMachine.root, current().value)) visited.states.add(id)
  expect(valueOf()).toBe(serializeState(path.state))
}

describeModelCoverage({
  name: 'fetch',
  paths,
  walk,
  expectedStates: stateNodeIds(fetchMachine.root),
  expectedEdges: edges.map((edge) =>
    edgeKey(serializeState(edge.state), edge.event.type, serializeState(edge.nextState)),
  ),
  fakeTimers: {},
})
