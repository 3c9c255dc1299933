import { createTestModel } from '@xstate/graph'
import { activeStateIds, edgeCoveringPaths, stateNodeIds } from '#tools/testing/edge-covering-paths'
import { startLocaleSwitch } from '#tools/testing/locale-switch-system'
import { createMachine } from 'xstate'
import { expect, vi } from 'vitest'
import { localeSwitchMachine } from './locale-switch.machine'
import { describeModelCoverage, edgeKey } from '#tools/testing/model-coverage'
import type { Visited } from '#tools/testing/model-coverage'

/**
 * The locale switch's shape, with its call made into events a test performs (the cookie answer
 * arrives, the network fails); each event drives the real machine, whose request the test settles.
 */
type ModelEvent = { type: 'PRESS' } | { type: 'COOKIE_SET' } | { type: 'REQUEST_FAILS' }

const serializeState = (snapshot: { value: unknown }) => JSON.stringify(snapshot.value)
const model = createTestModel(
  createMachine({
    types: {} as { events: ModelEvent },
    id: 'model',
    initial: 'current',
    states: {
      current: { on: { PRESS: 'switching' } },
      switching: { on: { COOKIE_SET: 'switched', REQUEST_FAILS: 'failed' } },
      switched: { type: 'final' },
      failed: { on: { PRESS: 'switching' } },
    },
  }),
  { serializeState },
)
const { edges, paths } = edgeCoveringPaths(model, serializeState)

type Path = (typeof paths)[number]

/** Walks one path on the real machine with recorded requests and loads (fake timers: the describe's), noting what it visits. */
async function walk(path: Path, visited: Visited): Promise<void> {
  const { actor, requests, loads } = startLocaleSwitch('en')
  const current = () => actor.getSnapshot()
  const valueOf = () => JSON.stringify(current().value)
  const visit = () =>
    activeStateIds(localeSwitchMachine.root, current().value).forEach((id) => visited.states.add(id))
  const step = async (event: ModelEvent['type'], run: () => void) => {
    const before = valueOf()
    run()
    await vi.advanceTimersByTimeAsync(0)
    visited.edges.add(edgeKey(before, event, valueOf()))
    visit()
  }
  visit()
  await path.test({
    states: {
      current: () => {
        expect(current().matches('current')).toBe(true)
        expect(requests).toHaveLength(0)
      },
      switching: () => {
        expect(current().hasTag('busy')).toBe(true)
        expect(requests.at(-1)?.href).toBe('/switch-locale?to=%2Fit%2Fprodotti')
        expect(loads).toEqual([])
      },
      switched: () => {
        expect(current().status).toBe('done')
        expect(loads).toEqual(['/it/prodotti'])
      },
      failed: () => {
        expect(current().matches('failed')).toBe(true)
        expect(loads).toEqual([])
      },
    },
    events: {
      PRESS: () =>
        step('PRESS', () =>
          actor.send({
            type: 'SWITCH',
            locale: 'it',
            href: '/switch-locale?to=%2Fit%2Fprodotti',
            to: '/it/prodotti',
          }),
        ),
      COOKIE_SET: () => step('COOKIE_SET', () => requests.at(-1)?.resolve()),
      REQUEST_FAILS: () =>
        step('REQUEST_FAILS', () => requests.at(-1)?.reject(new TypeError('Failed to fetch'))),
    },
  })
  expect(valueOf()).toBe(serializeState(path.state))
}

describeModelCoverage({
  name: 'locale switch',
  paths,
  walk,
  expectedStates: stateNodeIds(localeSwitchMachine.root),
  expectedEdges: edges.map((edge) =>
    edgeKey(serializeState(edge.state), edge.event.type, serializeState(edge.nextState)),
  ),
  fakeTimers: {},
})
