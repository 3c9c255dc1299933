import { createTestModel } from '@xstate/graph'
import type { AnyStateMachine, SnapshotFrom, StateValue } from 'xstate'
import { describe, expect, it, vi } from 'vitest'
import { deriveModel } from './derive-model'
import type { ModelFacts } from './derive-model'
import { activeStateIds, edgeCoveringPaths } from './edge-covering-paths'
import { machineGraph } from './machine-graph'
import type { ModelEventLabel, StatePath } from './machine-names'
import { describeModelCoverage, edgeKey } from './model-coverage'
import type { Visited } from './model-coverage'

export type MachineModel<M extends AnyStateMachine, S, F> = {
  /** Names the machine in the test titles: `the ${name} model`. */
  name: string
  machine: M
  /** Starts the system under test: the real machine, its calls held for the steps to settle. */
  start: () => S
  /** The running machine's snapshot; undefined until a step starts it (the session's first step). */
  snapshot: (system: S) => SnapshotFrom<M> | undefined
  /**
   * For each event of the model (`machineGraph`'s labels: `FETCH [acceptsParams]`, `load done`,
   * `after minimumDisplay`), how the test makes it happen: a call answers, time passes, an event
   * is sent. The machine's own guards then choose as the model did, or the walk fails.
   */
  events: { [L in ModelEventLabel<M>]?: (system: S) => void | Promise<unknown> }
  /** For a state (its path below the root), what else must hold there: context, calls made. */
  states?: { [P in StatePath<M>]?: (system: S) => void }
  /**
   * What the model remembers of the context for guards that read it (see `ModelFacts`), and how
   * to read the same facts off the running machine: after each step they must be equal.
   */
  facts?: ModelFacts<M, F> & { of: (system: S) => F }
  /** The clock's start, for machines that read it. */
  now?: Date
}

/**
 * A model-based test whose model is the machine itself, derived by `deriveModel`: the same
 * states, and each candidate transition (an event and its guard, a call's answer, a delay, an
 * `always`) an event the test performs. One path per edge of the model, each walked on the real
 * machine; after each step (and at the start) the machine must be in the model's state, with the
 * model's facts, and pass the state's checks. A last test checks that the walks together reached
 * every state the machine can rest in (the initial one too) and took every transition the model
 * can take. Fake timers throughout: steps settle the machine's calls, and delays pass when a step
 * says so.
 */
export function describeMachineModel<M extends AnyStateMachine, S, F = never>(
  spec: MachineModel<M, S, F>,
): void {
  const { machine, facts } = spec
  const graph = machineGraph(machine)
  const { model, serializeState } = deriveModel(machine, graph, { facts })
  const testModel = createTestModel(model, { serializeState })
  const generated = edgeCoveringPaths(testModel, serializeState)
  type ModelSnapshot = (typeof generated.edges)[number]['state']
  // The model has an edge for every event each state lists; those its guards refuse lead nowhere.
  const edges = generated.edges.filter((edge) => edge.state.can(edge.event))
  const walked = (from: ModelSnapshot, label: string, to: ModelSnapshot) =>
    edgeKey(serializeState(from), label, serializeState(to))
  const wanted = new Set(edges.map((edge) => walked(edge.state, edge.event.type, edge.nextState)))
  const paths = generated.paths.filter((path) => {
    const last = path.steps.at(-1)
    const before = path.steps.at(-2)
    return last && before && wanted.has(walked(before.state, last.event.type, last.state))
  })
  const transient = new Set(graph.states.filter((state) => state.transient).map((state) => state.id))
  const handlers: Readonly<Record<string, ((system: S) => void | Promise<unknown>) | undefined>> = spec.events
  const checks: Readonly<Record<string, ((system: S) => void) | undefined>> = spec.states ?? {}
  const pathOf = (id: string) => id.slice(machine.id.length + 1)

  describe(`the ${spec.name} model`, () => {
    it(`has a step for every event of the ${spec.name} machine's model`, () => {
      const labels = new Set(graph.transitions.map((transition) => transition.label))
      expect([...labels].filter((label) => handlers[label] === undefined)).toEqual([])
    })
  })

  /** The machine must be where the model is, unless the model is in a state the machine leaves at once. */
  const expectModelState = (system: S, snapshot: ModelSnapshot, visited: Visited) => {
    if (activeStateIds(machine.root, snapshot.value).some((id) => transient.has(id))) return
    const actual: { value: StateValue } | undefined = spec.snapshot(system)
    if (!actual) throw new Error(`the ${spec.name} machine has not started`)
    expect(actual.value).toEqual(snapshot.value)
    if (facts) expect(facts.of(system)).toEqual(snapshot.context.facts)
    for (const id of activeStateIds(machine.root, actual.value)) {
      visited.states.add(id)
      checks[pathOf(id)]?.(system)
    }
  }

  describeModelCoverage({
    name: spec.name,
    paths,
    walk: async (path, visited) => {
      const system = spec.start()
      const [first, ...steps] = path.steps
      if (!first) return
      expectModelState(system, first.state, visited)
      let before = first.state
      for (const step of steps) {
        const label = step.event.type
        const run = handlers[label]
        if (!run) throw new Error(`the ${spec.name} model test has no step for ${label}`)
        await run(system)
        await vi.advanceTimersByTimeAsync(0)
        expectModelState(system, step.state, visited)
        visited.edges.add(walked(before, label, step.state))
        before = step.state
      }
    },
    expectedStates: graph.states.map((state) => state.id).filter((id) => !transient.has(id)),
    expectedEdges: [...wanted],
    fakeTimers: spec.now ? { now: spec.now } : {},
  })
}
