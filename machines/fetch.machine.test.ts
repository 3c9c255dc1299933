import { createActor, fromPromise } from 'xstate'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fetchMachine, minimumDisplayDelayMs } from './fetch.machine'
import type { FetchParams } from './fetch.machine'

function start(answer: (params: FetchParams, signal: AbortSignal) => Promise<unknown>) {
  return createActor(
    fetchMachine.provide({
      actors: { load: fromPromise<unknown, FetchParams>(({ input, signal }) => answer(input, signal)) },
      guards: {
        acceptsParams: ({ event }) => event.type === 'FETCH' && (event.params['q'] ?? '').length >= 3,
      },
    }),
  ).start()
}

describe('the fetch machine', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'))
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('shows pending only after the minimum display delay', async () => {
    const actor = start(() => new Promise(() => {}))
    actor.send({ type: 'FETCH', params: { q: 'sauna' } })
    expect(actor.getSnapshot().value).toEqual({ pending: 'quiet' })
    await vi.advanceTimersByTimeAsync(minimumDisplayDelayMs - 1)
    expect(actor.getSnapshot().value).toEqual({ pending: 'quiet' })
    await vi.advanceTimersByTimeAsync(1)
    expect(actor.getSnapshot().value).toEqual({ pending: 'visible' })
  })

  it('stores the answer with the time it arrived', async () => {
    const actor = start((params) => Promise.resolve({ echo: params['q'] }))
    actor.send({ type: 'FETCH', params: { q: 'sauna' } })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('success')
    expect(actor.getSnapshot().context.data).toEqual({ echo: 'sauna' })
    expect(actor.getSnapshot().context.timestamp).toBe(Date.parse('2026-03-01T10:00:00Z'))
  })

  it('keeps the error of a failed request', async () => {
    const actor = start(() => Promise.reject(new Error('offline')))
    actor.send({ type: 'FETCH', params: { q: 'sauna' } })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().value).toBe('error')
    expect(actor.getSnapshot().context.error).toEqual(new Error('offline'))
  })

  it('aborts a running request when a newer one replaces it, and keeps only the newer answer', async () => {
    const signals: AbortSignal[] = []
    const actor = start(
      (params, signal) =>
        new Promise((resolve) => {
          signals.push(signal)
          setTimeout(() => resolve(params['q']), params['q'] === 'slow' ? 1000 : 10)
        }),
    )
    actor.send({ type: 'FETCH', params: { q: 'slow' } })
    actor.send({ type: 'FETCH', params: { q: 'fast' } })
    expect(signals[0]?.aborted).toBe(true)
    await vi.advanceTimersByTimeAsync(2000)
    expect(actor.getSnapshot().context.data).toBe('fast')
  })

  it('refuses params the guard rejects without any request', () => {
    const load = vi.fn(() => Promise.resolve(null))
    const actor = start(load)
    actor.send({ type: 'FETCH', params: { q: 'sa' } })
    expect(actor.getSnapshot().value).toBe('invalid')
    expect(load).not.toHaveBeenCalled()
  })
})
