import { createMachine } from 'xstate'
import { describe, expect, it } from 'vitest'
import { machineGraph } from '#tools/testing/machine-graph'
import { flowCoverage } from './flow-coverage'

const graph = machineGraph(
  createMachine({
    id: 'm',
    initial: 'on',
    states: { off: {}, on: { initial: 'busy', on: { STOP: '#m.off' }, states: { busy: {}, idle: {} } } },
  }),
)

describe('flow coverage', () => {
  it('lists an inherited transition excluded in one state with its reason, and still counts the transition', () => {
    const coverage = flowCoverage(graph, { 'm.on.busy: STOP': 'the page hides the button' }, [])
    expect(coverage.transitions).toEqual([
      { key: 'm.on: STOP', mark: 'missed' },
      { key: 'm.on.busy: STOP', mark: 'excluded', reason: 'the page hides the button' },
    ])
  })
})
