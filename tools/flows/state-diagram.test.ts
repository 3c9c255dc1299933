import { describe, expect, it } from 'vitest'
import { overlaysMachine } from '#machines/overlays.machine'
import { machineGraph } from '#site/flows/machine-graph'
import type { TransitionMark } from './flow-coverage'
import { escapeXml, stateDiagram } from './state-diagram'

const graph = machineGraph(overlaysMachine)

describe('the state diagram', () => {
  it('draws a box for every state and an arrow for every transition of the machine', () => {
    const svg = stateDiagram(graph, new Map(), new Set())
    for (const state of graph.states.slice(1)) expect(svg).toContain(`data-state="${state.id}"`)
    const arrows = svg.match(/data-transition="/g) ?? []
    const expected = graph.transitions.reduce((sum, t) => sum + Math.max(1, t.targets.length), 0)
    expect(arrows).toHaveLength(expected)
    expect(svg.startsWith('<svg')).toBe(true)
  })

  it('marks covered transitions green and failed ones red', () => {
    const [first, second] = graph.transitions
    const marks = new Map<string, TransitionMark>([
      [first?.key ?? '', 'covered'],
      [second?.key ?? '', 'failed'],
    ])
    const svg = stateDiagram(graph, marks, new Set(['overlays.closed']))
    expect(svg).toContain(`data-transition="${escapeXml(first?.key ?? '')}" data-mark="covered"`)
    expect(svg).toMatch(new RegExp(`stroke="#cf222e"[^>]*data-transition="${escapeXml(second?.key ?? '')}"`))
    expect(svg).toMatch(/data-state="overlays.closed"><rect[^>]*fill="#dafbe1"/)
  })

  it('escapes what it writes into the markup', () => {
    expect(escapeXml(`<a & "b">`)).toBe('&#60;a &#38; &#34;b&#34;&#62;')
  })
})
