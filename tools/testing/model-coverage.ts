import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/** What one walk of a model path went through: state node ids and `from event to` edge keys. */
export type Visited = { states: Set<string>; edges: Set<string> }

/** The key a walk records for one transition, and the one the expected edges are listed by. */
export const edgeKey = (from: string, event: string, to: string) => `${from} ${event} ${to}`

type ModelPath = { description: string }

type ModelCoverage<TPath extends ModelPath> = {
  /** Names the machine in the test titles: `the ${name} model`. */
  name: string
  paths: readonly TPath[]
  /** Drives the real machine along one path, adding what it visits. */
  walk: (path: TPath, visited: Visited) => Promise<void>
  /** Every state node id a snapshot can rest in (transient `always` states left out by the caller). */
  expectedStates: readonly string[]
  /** Every edge of the model's graph, keyed as the walk keys them. */
  expectedEdges: readonly string[]
  /** Fake timers for machines with delays; `now` pins the clock for those that read it. */
  fakeTimers?: { now?: Date }
}

/**
 * One test per path of a model-based test, and one that walks them all and checks together they
 * reach every state and every transition. Each test walks its paths itself, so any one of them
 * passes or fails on its own, in any order.
 */
export function describeModelCoverage<TPath extends ModelPath>(coverage: ModelCoverage<TPath>): void {
  describe(`the ${coverage.name} model`, () => {
    if (coverage.fakeTimers) {
      const { now } = coverage.fakeTimers
      beforeEach(() => {
        vi.useFakeTimers()
        if (now) vi.setSystemTime(now)
      })
      afterEach(() => {
        vi.useRealTimers()
      })
    }

    for (const path of coverage.paths) {
      it(path.description, () => coverage.walk(path, { states: new Set(), edges: new Set() }))
    }

    it(`reaches every state of the ${coverage.name} machine and every transition of its model`, async () => {
      const visited: Visited = { states: new Set(), edges: new Set() }
      for (const path of coverage.paths) await coverage.walk(path, visited)
      expect([...visited.states].sort()).toEqual([...coverage.expectedStates].sort())
      expect([...visited.edges].sort()).toEqual([...coverage.expectedEdges].sort())
    })
  })
}
