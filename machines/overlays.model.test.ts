import { createTestModel } from '@xstate/graph'
import { activeStateIds, edgeCoveringPaths, stateNodeIds } from '#tools/testing/edge-covering-paths'
import { createActor } from 'xstate'
import type { SnapshotFrom } from 'xstate'
import { expect } from 'vitest'
import { overlaysMachine } from './overlays.machine'
import type { OverlaysEvent } from './overlays.machine'
import { describeModelCoverage } from '#tools/testing/model-coverage'
import type { Visited } from '#tools/testing/model-coverage'
import type { StatePath } from '#tools/testing/machine-names'

type Snapshot = SnapshotFrom<typeof overlaysMachine>
/** What each state (by its path, typed from the machine) asserts on the real machine. */
type StateChecks = { [P in StatePath<typeof overlaysMachine>]?: (state: Snapshot) => void }

// The state value and the open dropdown are what matter; two dropdown ids are enough to show
// both switching from one to another and closing by toggling the same one.
const serializeState = (snapshot: Snapshot) =>
  JSON.stringify({ value: snapshot.value, submenu: snapshot.context.submenu })
const events: OverlaysEvent[] = [
  { type: 'OPEN_MENU' },
  { type: 'OPEN_SEARCH' },
  { type: 'OPEN_LOGIN' },
  { type: 'TOGGLE_SUBMENU', id: 'products' },
  { type: 'TOGGLE_SUBMENU', id: 'collections' },
  { type: 'CLOSE' },
  { type: 'NAVIGATED' },
]
const model = createTestModel(overlaysMachine, { events, serializeState })

// Shortest paths reach every state but not every transition: one path per edge of the graph
// (the shortest path to the edge's source, then the edge) reaches both.
const { edges, paths } = edgeCoveringPaths(model, serializeState)
const edgeKey = (from: Snapshot, event: OverlaysEvent, to: Snapshot) =>
  `${serializeState(from)} ${JSON.stringify(event)} ${serializeState(to)}`

/** The system under test: the real machine, with scroll lock and focus recorded. */
function startSystem() {
  const record = { locked: false, lockCount: 0, focusRestored: 0 }
  const actor = createActor(
    overlaysMachine.provide({
      actions: {
        lockScroll: () => {
          record.locked = true
          record.lockCount += 1
        },
        unlockScroll: () => {
          record.locked = false
        },
        restoreFocus: () => {
          record.focusRestored += 1
        },
      },
    }),
  ).start()
  return { actor, record }
}

type Path = (typeof paths)[number]

/** Walks one path on the real machine and its scroll lock, noting what it visits. */
async function walk(path: Path, visited: Visited): Promise<void> {
  const { actor, record } = startSystem()
  let previous = actor.getSnapshot()
  const visit = () => {
    for (const id of activeStateIds(overlaysMachine.root, actor.getSnapshot().value)) visited.states.add(id)
  }
  // The initial state counts as reached: a path starts there.
  visit()
  await path.test({
    states: {
      closed: () => {
        expect(actor.getSnapshot().matches('closed')).toBe(true)
        expect(record.locked).toBe(false)
        expect(actor.getSnapshot().context.submenu).toBeNull()
      },
      dropdown: (state) => {
        expect(actor.getSnapshot().matches('dropdown')).toBe(true)
        // A dropdown is not an overlay: the page keeps scrolling.
        expect(record.locked).toBe(false)
        expect(actor.getSnapshot().context.submenu).toBe(state.context.submenu)
      },
      open: (state) => {
        expect(actor.getSnapshot().value).toEqual(state.value)
        expect(record.locked).toBe(true)
        // An open overlay holds one lock: the other openers cannot take another.
        expect(record.lockCount).toBeGreaterThan(0)
        expect(actor.getSnapshot().context.submenu).toBeNull()
      },
    } satisfies StateChecks,
    events: Object.fromEntries(
      events.map((event) => [
        event.type,
        (step: { event: OverlaysEvent; state: Snapshot }) => {
          actor.send(step.event)
          const now = actor.getSnapshot()
          visited.edges.add(edgeKey(previous, step.event, now))
          visit()
          previous = now
        },
      ]),
    ),
  })
  visit()
  expect(serializeState(actor.getSnapshot())).toBe(serializeState(path.state))
}

describeModelCoverage({
  name: 'overlays',
  paths,
  walk,
  expectedStates: stateNodeIds(overlaysMachine.root),
  expectedEdges: edges.map((edge) => edgeKey(edge.state, edge.event, edge.nextState)),
})
