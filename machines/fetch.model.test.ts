import { createActor, fromPromise } from 'xstate'
import { expect, vi } from 'vitest'
import { describeMachineModel } from '#tools/testing/describe-machine-model'
import { fetchMachine, minimumDisplayDelayMs } from './fetch.machine'
import type { FetchParams } from './fetch.machine'

type Request = {
  params: FetchParams
  resolve(data: unknown): void
  reject(error: unknown): void
  signal: AbortSignal
}

/** The system under test: the real machine, whose requests the test answers or fails at will. */
function startSystem() {
  const requests: Request[] = []
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

// The model is the fetch machine itself: its request's answer and failure, and its 200 ms delay,
// are events a test performs (a held request settled, fake timers advanced).
describeMachineModel({
  name: 'fetch',
  machine: fetchMachine,
  start: startSystem,
  snapshot: ({ actor }) => actor.getSnapshot(),
  events: {
    'FETCH [acceptsParams]': ({ actor }) => actor.send({ type: 'FETCH', params: { q: 'lounger' } }),
    'FETCH [else]': ({ actor }) => actor.send({ type: 'FETCH', params: { q: 'lo' } }),
    RESET: ({ actor }) => actor.send({ type: 'RESET' }),
    'after minimumDisplay': () => vi.advanceTimersByTimeAsync(minimumDisplayDelayMs),
    'load done': ({ requests }) => requests.at(-1)?.resolve({ results: requests.length }),
    'load error': ({ requests }) => requests.at(-1)?.reject(new Error('the CMS is down')),
  },
  states: {
    idle: ({ actor }) => expect(actor.getSnapshot().context.timestamp).toBeNull(),
    // Refused params never reach the network.
    invalid: ({ actor, requests }) =>
      expect(requests.at(-1)?.params['q']).not.toBe(actor.getSnapshot().context.params?.['q']),
    'pending.quiet': ({ requests }) => expect(requests.at(-1)?.signal.aborted).toBe(false),
    success: ({ actor, requests }) => {
      expect(actor.getSnapshot().context.data).toEqual({ results: requests.length })
      expect(actor.getSnapshot().context.timestamp).toBe(Date.now())
    },
    error: ({ actor }) => {
      expect(actor.getSnapshot().context.error).toBeInstanceOf(Error)
      expect(actor.getSnapshot().context.timestamp).toBe(Date.now())
    },
  },
})
