import type { MachineGraph } from '#tools/testing/machine-graph'
import type { TransitionMark } from './flow-coverage'

type Box = { id: string; x: number; y: number; w: number; h: number }
type Size = { w: number; h: number; place: (x: number, y: number) => Box[] }

const leaf = { w: 170, h: 44 }
const pad = 28
const head = 30
const gapX = 190
const gapY = 120

const colours: Record<TransitionMark, string> = {
  covered: '#1a7f37',
  failed: '#cf222e',
  missed: '#6e7781',
  excluded: '#bf8700',
}

/** Escapes text for SVG. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** Boxes inside boxes: each compound state lays its children out in a grid, leaves are all one size. */
function measure(graph: MachineGraph, id: string): Size {
  const children = graph.states.filter((state) => state.parent === id)
  if (children.length === 0) return { ...leaf, place: (x, y) => [{ id, x, y, ...leaf }] }
  const sizes = children.map((child) => measure(graph, child.id))
  const columns = Math.ceil(Math.sqrt(children.length))
  const rows = Math.ceil(children.length / columns)
  const cellW = Math.max(...sizes.map((size) => size.w))
  const cellH = Math.max(...sizes.map((size) => size.h))
  const w = columns * cellW + (columns - 1) * gapX + 2 * pad
  const h = head + rows * cellH + (rows - 1) * gapY + pad
  return {
    w,
    h,
    place: (x, y) => [
      { id, x, y, w, h },
      ...sizes.flatMap((size, index) =>
        size.place(
          x + pad + (index % columns) * (cellW + gapX) + (cellW - size.w) / 2,
          y + head + Math.floor(index / columns) * (cellH + gapY) + (cellH - size.h) / 2,
        ),
      ),
    ],
  }
}

type Rect = { x: number; y: number; w: number; h: number }

const labelSize = 10
const labelHeight = 13
/** A label's width, estimated from its length (no font metrics here): system-ui at 10 px. */
export const labelWidth = (text: string) => text.length * 5.8 + 6

const overlaps = (a: Rect, b: Rect) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h

/**
 * Where a label goes: at (x, y) if that is free, else the nearest free spot moved along `step`
 * (away from the arrow, both ways in turn), so labels of neighbouring arrows do not overlap.
 */
function placeLabel(
  text: string,
  x: number,
  y: number,
  step: { x: number; y: number },
  taken: Rect[],
  anchor: 'start' | 'middle',
): Rect & { tx: number; ty: number } {
  const w = labelWidth(text)
  const at = (dx: number, dy: number) => {
    const tx = x + dx
    const ty = y + dy
    return { x: anchor === 'middle' ? tx - w / 2 : tx, y: ty - labelHeight + 3, w, h: labelHeight, tx, ty }
  }
  for (let k = 0; k < 40; k += 1) {
    const n = (k % 2 === 0 ? 1 : -1) * Math.ceil(k / 2)
    const spot = at(step.x * n * labelHeight, step.y * n * labelHeight)
    if (!taken.some((rect) => overlaps(rect, spot))) {
      taken.push(spot)
      return spot
    }
  }
  const spot = at(0, 0)
  taken.push(spot)
  return spot
}

/** Where the segment from the box's centre towards (tx, ty) leaves the box. */
function border(box: Box, tx: number, ty: number) {
  const cx = box.x + box.w / 2
  const cy = box.y + box.h / 2
  const dx = tx - cx
  const dy = ty - cy
  if (dx === 0 && dy === 0) return { x: cx, y: cy }
  const scale = Math.min(Math.abs(box.w / 2 / (dx || 1e-9)), Math.abs(box.h / 2 / (dy || 1e-9)))
  return { x: cx + dx * Math.min(1, scale), y: cy + dy * Math.min(1, scale) }
}

/**
 * The machine as an SVG state diagram, drawn from its definition: a box per state (compound
 * states around their children, the initial one with a thick border), an arrow per transition
 * labelled with its event, coloured by what the flows did with it (covered green, failed red,
 * missed grey dashed, excluded amber dashed). Transitions of the root start at "any state".
 */
export function stateDiagram(
  graph: MachineGraph,
  marks: ReadonlyMap<string, TransitionMark>,
  coveredStates: ReadonlySet<string>,
): string {
  const margin = 20
  const top = 40
  const boxes = measure(graph, graph.id).place(margin, top)
  const byId = new Map(boxes.map((box) => [box.id, box]))
  const root = boxes[0]
  const parts: string[] = []
  // Everything drawn, to size the picture so that nothing is cut (loops and labels stick out).
  const drawn: Rect[] = root ? [{ x: root.x, y: root.y, w: root.w, h: root.h }] : []
  // Labels keep clear of each other, of the leaf boxes and of the compound states' names.
  const taken: Rect[] = boxes.slice(1).map((box) => {
    const compound = graph.states.some((candidate) => candidate.parent === box.id)
    return { x: box.x, y: box.y, w: box.w, h: compound ? head : box.h }
  })
  for (const box of boxes.slice(1)) {
    const state = graph.states.find((candidate) => candidate.id === box.id)
    const compound = graph.states.some((candidate) => candidate.parent === box.id)
    const fill = compound ? 'none' : coveredStates.has(box.id) ? '#dafbe1' : '#ffebe9'
    const name = box.id.slice((state?.parent ?? '').length + 1)
    parts.push(
      `<g data-state="${escapeXml(box.id)}"><rect x="${box.x}" y="${box.y}" width="${box.w}" height="${box.h}" rx="10" fill="${fill}" stroke="${coveredStates.has(box.id) ? '#1a7f37' : '#cf222e'}" stroke-width="${state?.initial ? 3 : 1.5}"/>` +
        `<text x="${box.x + (compound ? 10 : box.w / 2)}" y="${box.y + (compound ? 20 : box.h / 2 + 5)}" text-anchor="${compound ? 'start' : 'middle'}" font-weight="600">${escapeXml(name)}${state?.final ? ' ◉' : ''}</text></g>`,
    )
  }
  const anyState = { x: margin + 6, y: 14 }
  parts.push(`<text x="${anyState.x + 12}" y="${anyState.y + 4}" font-size="11">any state (root)</text>`)
  parts.push(`<circle cx="${anyState.x}" cy="${anyState.y}" r="5" fill="#24292f"/>`)
  const pairCount = new Map<string, number>()
  for (const transition of graph.transitions) {
    const mark = marks.get(transition.key) ?? 'missed'
    const colour = colours[mark]
    const dash = mark === 'missed' || mark === 'excluded' ? ' stroke-dasharray="6 4"' : ''
    const widthPx = mark === 'failed' ? 3 : 1.5
    const source = byId.get(transition.source)
    const targets = transition.targets.length === 0 ? [transition.source] : transition.targets
    for (const targetId of targets) {
      const target = byId.get(targetId)
      if (!source || !target) continue
      const pair = `${transition.source}>${targetId}`
      const nth = pairCount.get(pair) ?? 0
      pairCount.set(pair, nth + 1)
      const text = escapeXml(transition.label)
      const attributes = `fill="none" stroke="${colour}" stroke-width="${widthPx}"${dash} marker-end="url(#arrow-${mark})" data-transition="${escapeXml(transition.key)}" data-mark="${mark}"`
      if (targetId === transition.source && transition.source !== graph.id) {
        // A transition that stays: a loop on the box's right side.
        const x = target.x + target.w
        const y = target.y + 8 + nth * 12
        const reach = 40 + nth * 14
        const spot = placeLabel(transition.label, x + reach + 4, y + 12, { x: 0, y: 1 }, taken, 'start')
        drawn.push({ x, y: y - 20, w: reach, h: 60 }, spot)
        parts.push(
          `<path d="M ${x} ${y} c ${reach} -20 ${reach} 40 0 ${20}" ${attributes}/>` +
            `<text x="${spot.tx.toFixed(1)}" y="${spot.ty.toFixed(1)}" font-size="${labelSize}" fill="${colour}" paint-order="stroke" stroke="#fff" stroke-width="3">${text}</text>`,
        )
        continue
      }
      const from =
        transition.source === graph.id
          ? anyState
          : border(source, target.x + target.w / 2, target.y + target.h / 2)
      const to = border(target, from.x, from.y)
      const mx = (from.x + to.x) / 2
      const my = (from.y + to.y) / 2
      const length = Math.hypot(to.x - from.x, to.y - from.y) || 1
      const bend = 24 + nth * 26
      const normal = { x: -(to.y - from.y) / length, y: (to.x - from.x) / length }
      const cx = mx + normal.x * bend
      const cy = my + normal.y * bend
      // Labels move along the arrow's normal, or down when the arrow is steep (text is wide).
      const step = Math.abs(normal.y) > 0.3 ? { x: 0, y: Math.sign(normal.y) } : { x: 0, y: 1 }
      const spot = placeLabel(
        transition.label,
        (from.x + 2 * cx + to.x) / 4,
        (from.y + 2 * cy + to.y) / 4 + 4,
        step,
        taken,
        'middle',
      )
      drawn.push(spot, {
        x: Math.min(from.x, cx, to.x),
        y: Math.min(from.y, cy, to.y),
        w: Math.abs(Math.max(from.x, cx, to.x) - Math.min(from.x, cx, to.x)),
        h: Math.abs(Math.max(from.y, cy, to.y) - Math.min(from.y, cy, to.y)),
      })
      parts.push(
        `<path d="M ${from.x.toFixed(1)} ${from.y.toFixed(1)} Q ${cx.toFixed(1)} ${cy.toFixed(1)} ${to.x.toFixed(1)} ${to.y.toFixed(1)}" ${attributes}/>` +
          `<text x="${spot.tx.toFixed(1)}" y="${spot.ty.toFixed(1)}" font-size="${labelSize}" text-anchor="middle" fill="${colour}" paint-order="stroke" stroke="#fff" stroke-width="3">${text}</text>`,
      )
    }
  }
  const markers = Object.entries(colours)
    .map(
      ([mark, colour]) =>
        `<marker id="arrow-${mark}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="${colour}"/></marker>`,
    )
    .join('')
  const left = Math.min(0, ...drawn.map((rect) => rect.x - margin))
  const width = Math.ceil(Math.max(...drawn.map((rect) => rect.x + rect.w + margin), 0) - left)
  const height = Math.ceil(Math.max(...drawn.map((rect) => rect.y + rect.h + margin), 0))
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${left.toFixed(0)} 0 ${width} ${height}" width="${width}" height="${height}" font-family="system-ui, sans-serif" font-size="13" role="img" aria-label="${escapeXml(`State diagram of ${graph.id}`)}">` +
    `<defs>${markers}</defs><text x="${margin + 120}" y="18" font-weight="700">${escapeXml(graph.id)}</text>${parts.join('')}</svg>`
  )
}
