import { createTestModel } from '@xstate/graph'
import { createMachine } from 'xstate'
import { expect, vi } from 'vitest'
import { activeStateIds, edgeCoveringPaths, stateNodeIds } from '#tools/testing/edge-covering-paths'
import { startStoreLocator } from '#tools/testing/store-locator-system'
import { storeLocatorMachine } from './store-locator.machine'
import { describeModelCoverage, edgeKey } from '#tools/testing/model-coverage'
import type { Visited } from '#tools/testing/model-coverage'

/**
 * The store locator's shape, with the map's loading made into events a test performs (it arrives,
 * it fails); every other event is the visitor's or the map's, sent to the real machine as is.
 */
type ModelEvent = {
  type:
    | 'SEARCHED'
    | 'TYPE_CHOSEN'
    | 'MORE_ROWS'
    | 'LOCATED'
    | 'ROW_PICKED'
    | 'SHOW_MAP'
    | 'MAP_LOADED'
    | 'MAP_FAILED'
    | 'SUBMITTED'
    | 'VIEW_CHANGED'
    | 'MARKER_PICKED'
    | 'POPUP_CLOSED'
}
/** The list's events, taken in every state: each goes back to where it was taken. */
const listEvents = (state: string) =>
  Object.fromEntries(
    ['SEARCHED', 'TYPE_CHOSEN', 'MORE_ROWS', 'LOCATED', 'ROW_PICKED'].map((type) => [type, state]),
  )

const serializeState = (snapshot: { value: unknown }) => JSON.stringify(snapshot.value)
const model = createTestModel(
  createMachine({
    types: {} as { events: ModelEvent },
    id: 'model',
    initial: 'idle',
    states: {
      idle: { on: { ...listEvents('idle'), SHOW_MAP: 'loading' } },
      loading: { on: { ...listEvents('loading'), MAP_LOADED: 'ready', MAP_FAILED: 'failed' } },
      ready: {
        on: {
          ...listEvents('ready'),
          SUBMITTED: 'ready',
          VIEW_CHANGED: 'ready',
          MARKER_PICKED: 'ready',
          POPUP_CLOSED: 'ready',
        },
      },
      failed: { on: listEvents('failed') },
    },
  }),
  { serializeState },
)
const { edges, paths } = edgeCoveringPaths(model, serializeState)

type Path = (typeof paths)[number]
const view = { west: 9.1, south: 45.4, east: 9.3, north: 45.6 }

/** Walks one path on the real machine (held map loading, recorded map calls), noting what it visits. */
async function walk(path: Path, visited: Visited): Promise<void> {
  const { actor, loads, calls } = startStoreLocator()
  const current = () => actor.getSnapshot()
  const context = () => current().context
  const valueOf = () => JSON.stringify(current().value)
  const visit = () =>
    activeStateIds(storeLocatorMachine.root, current().value).forEach((id) => visited.states.add(id))
  const step = async (event: ModelEvent['type'], run: () => void) => {
    const before = valueOf()
    run()
    await vi.advanceTimersByTimeAsync(0)
    visited.edges.add(edgeKey(before, event, valueOf()))
    visit()
  }
  // Each step also checks what it did: the event's effect on the context and the map calls.
  const sent = (event: ModelEvent['type'], run: () => void, check: () => void) =>
    step(event, () => {
      run()
      check()
    })
  const mapReady = () => current().matches('ready')
  visit()
  await path.test({
    states: {
      idle: () => {
        expect(loads).toHaveLength(0)
        expect(context().view).toBeNull()
      },
      loading: () => {
        expect(loads).toHaveLength(1)
        expect(calls.filter((call) => call.startsWith('showResults'))).toEqual([])
      },
      ready: () => expect(calls.filter((call) => call.startsWith('showResults'))).toEqual(['showResults']),
      failed: () => {
        expect(calls).toEqual([])
        expect(context().view).toBeNull()
      },
    },
    events: {
      SEARCHED: () =>
        sent(
          'SEARCHED',
          () => actor.send({ type: 'SEARCHED', query: context().query === 'Milan' ? 'Lugano' : 'Milan' }),
          () => {
            expect(context()).toMatchObject({ view: null, selectedId: null, rows: 50 })
            if (mapReady()) expect(calls.slice(-2)).toEqual(['closePopup', 'frameResults'])
          },
        ),
      TYPE_CHOSEN: () =>
        sent(
          'TYPE_CHOSEN',
          () => actor.send({ type: 'TYPE_CHOSEN', storeType: 'dealer' }),
          () => {
            expect(context()).toMatchObject({ storeType: 'dealer', view: null, rows: 50 })
            if (mapReady()) expect(calls.at(-1)).toBe('frameResults')
          },
        ),
      MORE_ROWS: () => {
        const rows = context().rows
        return sent(
          'MORE_ROWS',
          () => actor.send({ type: 'MORE_ROWS' }),
          () => expect(context().rows).toBe(rows + 50),
        )
      },
      LOCATED: () =>
        sent(
          'LOCATED',
          () => actor.send({ type: 'LOCATED', position: { latitude: 43.77, longitude: 11.25 } }),
          () => {
            expect(context().position).toEqual({ latitude: 43.77, longitude: 11.25 })
            if (mapReady()) expect(calls.at(-1)).toBe('frameNearest')
          },
        ),
      ROW_PICKED: () =>
        sent(
          'ROW_PICKED',
          () => actor.send({ type: 'ROW_PICKED', storeId: 's7' }),
          () => {
            expect(context().selectedId).toBe('s7')
            if (mapReady()) expect(calls.at(-1)).toBe('showStore:s7')
          },
        ),
      SHOW_MAP: () => step('SHOW_MAP', () => actor.send({ type: 'SHOW_MAP' })),
      MAP_LOADED: () => step('MAP_LOADED', () => loads.at(-1)?.resolve()),
      MAP_FAILED: () => step('MAP_FAILED', () => loads.at(-1)?.reject(new Error('style refused'))),
      SUBMITTED: () =>
        sent(
          'SUBMITTED',
          () => actor.send({ type: 'SUBMITTED' }),
          () => expect(calls.at(-1)).toBe('frameResults'),
        ),
      VIEW_CHANGED: () =>
        sent(
          'VIEW_CHANGED',
          () => actor.send({ type: 'VIEW_CHANGED', view }),
          () => expect(context().view).toEqual(view),
        ),
      MARKER_PICKED: () =>
        sent(
          'MARKER_PICKED',
          () => actor.send({ type: 'MARKER_PICKED', storeId: 's99', index: 99 }),
          () => expect(context()).toMatchObject({ selectedId: 's99', rows: 100 }),
        ),
      POPUP_CLOSED: () =>
        sent(
          'POPUP_CLOSED',
          () => actor.send({ type: 'POPUP_CLOSED' }),
          () => expect(context().selectedId).toBeNull(),
        ),
    },
  })
  expect(valueOf()).toBe(serializeState(path.state))
}

describeModelCoverage({
  name: 'store locator',
  paths,
  walk,
  expectedStates: stateNodeIds(storeLocatorMachine.root),
  expectedEdges: edges.map((edge) =>
    edgeKey(serializeState(edge.state), edge.event.type, serializeState(edge.nextState)),
  ),
  fakeTimers: {},
})
