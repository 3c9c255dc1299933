import type { FlowRecord } from './flow-record'
import type { MachineGraph } from '#tools/testing/machine-graph'

export type TransitionMark = 'covered' | 'failed' | 'missed' | 'excluded'

export type MachineCoverage = {
  machine: string
  graph: MachineGraph
  states: { id: string; covered: boolean }[]
  transitions: { key: string; mark: TransitionMark; reason?: string }[]
  records: FlowRecord[]
}

/**
 * What the flows of one machine walked: a state is covered once a path showed it and its
 * assertions passed, a transition once its step passed; the step a path failed on is `failed`.
 */
export function flowCoverage(
  graph: MachineGraph,
  excluded: Readonly<Record<string, string>>,
  records: readonly FlowRecord[],
): MachineCoverage {
  const seenStates = new Set<string>()
  const passed = new Set<string>()
  const failed = new Set<string>()
  for (const record of records) {
    if (record.failedAt !== -1) for (const id of record.initial) seenStates.add(id)
    record.steps.forEach((step, index) => {
      if (index < record.passed) {
        passed.add(step.key)
        for (const id of step.to) seenStates.add(id)
      } else if (index === record.failedAt) failed.add(step.key)
    })
  }
  return {
    machine: graph.id,
    graph,
    states: graph.states
      .filter((state) => state.parent !== null)
      .map((state) => ({ id: state.id, covered: seenStates.has(state.id) })),
    transitions: [
      ...graph.transitions.map((transition): MachineCoverage['transitions'][number] => {
        const reason = excluded[transition.key]
        if (reason !== undefined) return { key: transition.key, mark: 'excluded' as const, reason }
        const mark = failed.has(transition.key) ? 'failed' : passed.has(transition.key) ? 'covered' : 'missed'
        return { key: transition.key, mark }
      }),
      // An inherited transition excluded in one state only (`<state id>: <label>`): listed with its reason.
      ...Object.entries(excluded)
        .filter(([key]) => !graph.transitions.some((transition) => transition.key === key))
        .map(([key, reason]) => ({ key, mark: 'excluded' as const, reason })),
    ],
    records: [...records].sort((a, b) => a.index - b.index),
  }
}

/** A machine is fully covered when every state and every transition not excluded passed. */
export function isComplete(coverage: MachineCoverage): boolean {
  return (
    coverage.states.every((state) => state.covered) &&
    coverage.transitions.every(
      (transition) => transition.mark === 'covered' || transition.mark === 'excluded',
    )
  )
}
