import { describe, expect, it } from 'vitest'
import { overlaysMachine } from '#machines/overlays.machine'
import { machineGraph } from '#tools/testing/machine-graph'
import type { TransitionMark } from './flow-coverage'
import { escapeXml, labelWidth, stateDiagram } from './state-diagram'
import { fetchMachine } from '#machines/fetch.machine'
import { headerScrollMachine } from '#machines/header-scroll.machine'
import { localeSwitchMachine } from '#machines/locale-switch.machine'
import { resetPasswordMachine } from '#machines/reset-password.machine'

type Rect = { x: number; y: number; w: number; h: number }
const number = (tag: string, name: string) =>
  Number(new RegExp(` ${name}="([-\\d.]+)"`).exec(tag)?.[1] ?? NaN)

/** The viewBox, the state boxes and the transition labels (as wide as the drawing reckons) of an SVG. */
function layout(drawing: string) {
  const svg = drawing.replace(/<\/?tspan>/g, '')
  const [minX = 0, minY = 0, w = 0, h = 0] = (/viewBox="([^"]+)"/.exec(svg)?.[1] ?? '').split(' ').map(Number)
  const boxes = [...svg.matchAll(/<rect [^>]*>/g)].map(([tag]) => ({
    x: number(tag, 'x'),
    y: number(tag, 'y'),
    w: number(tag, 'width'),
    h: number(tag, 'height'),
  }))
  const labels = [...svg.matchAll(/<text ([^>]*font-size="10"[^>]*)>([^<]*)<\/text>/g)].map(
    ([, tag = '', text = '']) => {
      const raw = text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
      const width = labelWidth(raw)
      const x = number(` ${tag}`, 'x')
      return {
        x: tag.includes('text-anchor="middle"') ? x - width / 2 : x,
        y: number(` ${tag}`, 'y') - 10,
        w: width,
        h: 13,
        text: raw,
      }
    },
  )
  return { view: { x: minX, y: minY, w, h }, boxes, labels }
}
const inside = (rect: Rect, view: Rect) =>
  rect.x >= view.x &&
  rect.y >= view.y &&
  rect.x + rect.w <= view.x + view.w &&
  rect.y + rect.h <= view.y + view.h
const overlap = (a: Rect, b: Rect) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h
const machines = [
  overlaysMachine,
  headerScrollMachine,
  fetchMachine,
  resetPasswordMachine,
  localeSwitchMachine,
]

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

  for (const machine of machines) {
    it(`fits every box and label of ${machine.id} inside the picture`, () => {
      const { view, boxes, labels } = layout(stateDiagram(machineGraph(machine), new Map(), new Set()))
      expect(boxes.length).toBeGreaterThan(0)
      expect(labels.length).toBeGreaterThan(0)
      expect([...boxes, ...labels].filter((rect) => !inside(rect, view))).toEqual([])
    })

    it(`keeps the transition labels of ${machine.id} apart`, () => {
      const { labels } = layout(stateDiagram(machineGraph(machine), new Map(), new Set()))
      const clashes = labels.flatMap((label, index) =>
        labels
          .slice(index + 1)
          .flatMap((other) => (overlap(label, other) ? [`${label.text} / ${other.text}`] : [])),
      )
      expect(clashes).toEqual([])
    })
  }

  it('escapes what it writes into the markup', () => {
    expect(escapeXml(`<a & "b">`)).toBe('&#60;a &#38; &#34;b&#34;&#62;')
  })
})
