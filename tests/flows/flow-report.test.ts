import { describe, expect, it } from 'vitest'
import { fetchMachine } from '#machines/fetch.machine'
import type { FlowRecord } from './flow-record'
import { machineGraph } from '#tools/testing/machine-graph'
import { flowCoverage, isComplete } from './flow-coverage'
import { handSteps, htmlReport, textReport } from './flow-report'

const graph = machineGraph(fetchMachine)
const record = (steps: string[][], passed: number, failedAt: number | null): FlowRecord => ({
  machine: 'fetch',
  index: 1,
  start: 'Open the search',
  initial: ['fetch.idle'],
  steps: steps.map(([key = '', to = '']) => ({
    key,
    label: key.split(': ')[1] ?? key,
    to: [to],
    does: `do ${key}`,
  })),
  passed,
  failedAt,
})

describe('the flow report', () => {
  it('counts a transition covered once its step passed, and marks the step a path failed on', () => {
    const coverage = flowCoverage(graph, {}, [
      record(
        [
          ['fetch: FETCH [else]', 'fetch.invalid'],
          ['fetch: RESET', 'fetch.idle'],
        ],
        1,
        1,
      ),
    ])
    const marks = new Map(coverage.transitions.map((t) => [t.key, t.mark]))
    expect(marks.get('fetch: FETCH [else]')).toBe('covered')
    expect(marks.get('fetch: RESET')).toBe('failed')
    expect(marks.get('fetch.pending: load done')).toBe('missed')
    expect(coverage.states.find((s) => s.id === 'fetch.invalid')?.covered).toBe(true)
    expect(isComplete(coverage)).toBe(false)
  })

  it('lists excluded transitions with their reason and does not count them as missing', () => {
    const excluded = Object.fromEntries(graph.transitions.map((t) => [t.key, 'cannot be done']))
    const coverage = flowCoverage(graph, excluded, [record([], 0, null)])
    expect(coverage.transitions.every((t) => t.mark === 'excluded' && t.reason === 'cannot be done')).toBe(
      true,
    )
    // The states no path showed still make it incomplete.
    expect(isComplete(coverage)).toBe(false)
  })

  it('prints a table and the failed path as steps a person can repeat', () => {
    const failed = record([['fetch: FETCH [else]', 'fetch.invalid']], 0, 0)
    const coverage = flowCoverage(graph, {}, [failed])
    const failure = { machine: 'fetch', index: 1, error: 'Expected visible', screenshot: 'shots/fetch-1.png' }
    const text = textReport([coverage], [failure], [])
    expect(text).toMatch(/^machine\s+states\s+transitions/)
    expect(text).toMatch(/fetch\s+1\/7 \(14%\)/)
    expect(text).toContain(
      '2. do fetch: FETCH [else] [FETCH [else]] — expect: fetch.invalid   <-- FAILED HERE',
    )
    expect(handSteps(failed)[0]).toBe('1. Open the search — expect: fetch.idle')
    const html = htmlReport([coverage], [failure], [], { durationMs: 1500, finishedAt: 'now' })
    expect(html).toContain('<img alt="Screenshot of fetch path #1 when it failed" src="shots/fetch-1.png">')
    expect(html).toContain('<svg')
    expect(html).toContain('gaps or failures')
  })
})
