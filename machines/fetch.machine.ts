import { assign, fromPromise, setup } from 'xstate'

/** spec 9: the pending state shows only once a request has lasted this long. */
export const minimumDisplayDelayMs = 200

/** What a request asks for: query parameters (`{ q: 'lounger', locale: 'it' }`). */
export type FetchParams = Readonly<Record<string, string>>

export type FetchEvent =
  /** Asks for data; a request already running is dropped for the new one. */
  { type: 'FETCH'; params: FetchParams } | { type: 'RESET' }

export type FetchContext = {
  params: FetchParams | null
  /** The `load` actor's output; the site decodes it there and narrows it with the codec's `is`. */
  data: unknown
  error: unknown
  /** When the last answer (data or error) arrived, in ms since the epoch. */
  timestamp: number | null
}

/**
 * A page-data fetch (spec 4): idle, invalid (the params were refused before any request),
 * pending (`quiet` for the first 200 ms, then `visible`, so fast answers never flash a spinner),
 * success and error, with the time of the last answer.
 *
 * Supply `load` (the request, given the params and an AbortSignal, aborted when a newer FETCH
 * replaces it) and, optionally, the `acceptsParams` guard (refused params go to `invalid`
 * without a request).
 *
 * @example
 * const machine = fetchMachine.provide({
 *   actors: { load: fromPromise(({ input, signal }) => search(input, signal)) },
 *   guards: { acceptsParams: ({ event }) => event.type === 'FETCH' && (event.params.q ?? '').length >= 3 },
 * })
 */
export const fetchMachine = setup({
  types: {
    context: {} as FetchContext,
    events: {} as FetchEvent,
  },
  actors: {
    load: fromPromise<unknown, FetchParams>(() =>
      Promise.reject(new Error('fetch machine: supply the `load` actor')),
    ),
  },
  guards: {
    acceptsParams: () => true,
  },
  delays: {
    minimumDisplay: minimumDisplayDelayMs,
  },
  actions: {
    storeParams: assign({
      params: ({ context, event }) => (event.type === 'FETCH' ? event.params : context.params),
    }),
    clear: assign({ params: null, data: null, error: null, timestamp: null }),
  },
}).createMachine({
  id: 'fetch',
  context: { params: null, data: null, error: null, timestamp: null },
  initial: 'idle',
  on: {
    // reenter: a new FETCH while pending drops the running request and restarts the delay.
    FETCH: [
      { guard: 'acceptsParams', target: '.pending', reenter: true, actions: 'storeParams' },
      { target: '.invalid', actions: 'storeParams' },
    ],
    RESET: { target: '.idle', actions: 'clear' },
  },
  states: {
    idle: {},
    invalid: {},
    pending: {
      initial: 'quiet',
      invoke: {
        src: 'load',
        input: ({ context }) => context.params ?? {},
        onDone: {
          target: 'success',
          actions: assign({ data: ({ event }) => event.output, error: null, timestamp: () => Date.now() }),
        },
        onError: {
          target: 'error',
          actions: assign({ error: ({ event }) => event.error, timestamp: () => Date.now() }),
        },
      },
      states: {
        quiet: { after: { minimumDisplay: 'visible' } },
        visible: {},
      },
    },
    success: {},
    error: {},
  },
})
