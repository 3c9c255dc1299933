import { createTestModel } from '@xstate/graph'
import { activeStateIds, edgeCoveringPaths, stateNodeIds } from '#tools/testing/edge-covering-paths'
import { createActor } from 'xstate'
import type { SnapshotFrom } from 'xstate'
import { expect } from 'vitest'
import { headerScrollMachine, headerScrollThreshold } from './header-scroll.machine'
import type { HeaderScrollEvent } from './header-scroll.machine'
import { describeModelCoverage } from '#tools/testing/model-coverage'
import type { Visited } from '#tools/testing/model-coverage'
import type { StatePath } from '#tools/testing/machine-names'

type Snapshot = SnapshotFrom<typeof headerScrollMachine>
/** What each state (by its path, typed from the machine) asserts on the real machine. */
type StateChecks = { [P in StatePath<typeof headerScrollMachine>]?: (state: Snapshot) => void }

// Four positions: the top, inside the threshold, and two past it (so scrolling up past the
// threshold is a move too). The state value plus the last position keep the graph finite.
const positions = [0, 30, 120, 300]
const serializeState = (snapshot: Snapshot) =>
  JSON.stringify({ value: snapshot.value, y: snapshot.context.y })
const events: HeaderScrollEvent[] = [
  ...positions.map((y): HeaderScrollEvent => ({ type: 'SCROLLED', y })),
  { type: 'MENU_OPENED' },
  { type: 'MENU_CLOSED' },
]
const model = createTestModel(headerScrollMachine, { events, serializeState })

// One path per edge of the graph: the shortest path to the edge's source, then the edge.
const { edges, paths } = edgeCoveringPaths(model, serializeState)
const edgeKey = (from: Snapshot, event: HeaderScrollEvent, to: Snapshot) =>
  `${serializeState(from)} ${JSON.stringify(event)} ${serializeState(to)}`

type Path = (typeof paths)[number]

/** Walks one path on the real machine, driven as the header drives it, noting what it visits. */
async function walk(path: Path, visited: Visited): Promise<void> {
  const actor = createActor(headerScrollMachine).start()
  let previous = actor.getSnapshot()
  let lastEvent: HeaderScrollEvent | undefined
  const visit = () => {
    for (const id of activeStateIds(headerScrollMachine.root, actor.getSnapshot().value))
      visited.states.add(id)
  }
  // The initial state counts as reached: a path starts there.
  visit()
  await path.test({
    states: {
      clear: () => {
        expect(actor.getSnapshot().matches('clear')).toBe(true)
        // Transparent only at the very top.
        expect(actor.getSnapshot().context.y).toBeLessThanOrEqual(0)
      },
      solid: () => {
        expect(actor.getSnapshot().matches('solid')).toBe(true)
        expect(actor.getSnapshot().context.y).toBeGreaterThan(0)
      },
      hidden: () => {
        expect(actor.getSnapshot().matches('hidden')).toBe(true)
        expect(actor.getSnapshot().context.y).toBeGreaterThan(headerScrollThreshold)
        expect(lastEvent?.type).toBe('SCROLLED')
      },
      active: () => {
        expect(actor.getSnapshot().matches('active')).toBe(true)
        expect(lastEvent?.type === 'MENU_OPENED' || lastEvent?.type === 'SCROLLED').toBe(true)
      },
    } satisfies StateChecks,
    events: Object.fromEntries(
      [...new Set(events.map((event) => event.type))].map((type) => [
        type,
        (step: { event: HeaderScrollEvent }) => {
          actor.send(step.event)
          const now = actor.getSnapshot()
          visited.edges.add(edgeKey(previous, step.event, now))
          visit()
          previous = now
          lastEvent = step.event
        },
      ]),
    ),
  })
  visit()
  expect(serializeState(actor.getSnapshot())).toBe(serializeState(path.state))
}

describeModelCoverage({
  name: 'header scroll',
  paths,
  walk,
  expectedStates: stateNodeIds(headerScrollMachine.root),
  expectedEdges: edges.map((edge) => edgeKey(edge.state, edge.event, edge.nextState)),
})
