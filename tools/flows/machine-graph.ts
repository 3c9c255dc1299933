import type { AnyStateMachine, AnyStateNode } from 'xstate'

/** One state node of a machine, as the flows, the coverage and the diagram see it. */
export type GraphState = {
  /** The state node's id (`overlays.open.menu`). */
  id: string
  /** The parent's id, or null for the root. */
  parent: string | null
  /** The parent's initial child. */
  initial: boolean
  final: boolean
  /** Entered and left in the same step (only `always` transitions leave it). */
  transient: boolean
}

/** One candidate transition of a machine: an event (or a call, a delay, `always`) and a guard. */
export type GraphTransition = {
  /** Unique in the machine: `<source id>: <label>`. */
  key: string
  source: string
  /** The event as the model knows it: `OPEN_MENU`, `SCROLLED [reachedTop]`, `load done`, `after minimumDisplay`. */
  label: string
  /** The target state ids; empty for a transition that stays (actions only). */
  targets: string[]
}

export type MachineGraph = { id: string; states: GraphState[]; transitions: GraphTransition[] }

type Definition = { guard?: unknown; target?: readonly AnyStateNode[] | undefined }

/** A guard's name as the machine's config names it: `hasUser`, `not(hasUser)`. */
export function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard
  if (typeof guard === 'object' && guard !== null && 'type' in guard && typeof guard.type === 'string')
    return guard.type
  if (typeof guard === 'function') {
    const inner: unknown = 'guards' in guard ? guard.guards : undefined
    const names = Array.isArray(inner) ? inner.map(guardName) : []
    return names.length > 0 ? `${guard.name}(${names.join(', ')})` : guard.name || 'guard'
  }
  return 'guard'
}

/** A readable name for XState's internal event types: an invoked call's answer or failure, a delay. */
function eventName(node: AnyStateNode, eventType: string): string {
  for (const invoke of node.invoke) {
    const src = typeof invoke.src === 'string' ? invoke.src : invoke.id
    if (eventType === `xstate.done.actor.${invoke.id}`) return `${src} done`
    if (eventType === `xstate.error.actor.${invoke.id}`) return `${src} error`
  }
  for (const delayed of node.after) {
    if (eventType === delayed.eventType) return `after ${String(delayed.delay)}`
  }
  return eventType
}

function candidates(node: AnyStateNode, eventType: string, list: readonly Definition[]): GraphTransition[] {
  const name = eventName(node, eventType)
  const single = list.length === 1 && list[0]?.guard === undefined
  return list.map((definition) => {
    const label = single
      ? name
      : `${name} [${definition.guard === undefined ? 'else' : guardName(definition.guard)}]`
    return {
      key: `${node.id}: ${label}`,
      source: node.id,
      label,
      targets: (definition.target ?? []).map((target) => target.id),
    }
  })
}

/**
 * The states and transitions of a machine, read from its definition (`machine.root`): what the
 * flows derive their model from, what coverage counts and what the diagram draws.
 */
export function machineGraph(machine: AnyStateMachine): MachineGraph {
  const states: GraphState[] = []
  const transitions: GraphTransition[] = []
  const visit = (node: AnyStateNode, parent: AnyStateNode | null) => {
    const always = node.always ?? []
    states.push({
      id: node.id,
      parent: parent?.id ?? null,
      initial: parent?.initial?.target.some((target) => target.id === node.id) ?? false,
      final: node.type === 'final',
      transient: always.length > 0 && always.some((definition) => definition.guard === undefined),
    })
    for (const [eventType, list] of node.transitions) transitions.push(...candidates(node, eventType, list))
    if (always.length > 0) transitions.push(...candidates(node, 'always', always))
    for (const child of Object.values(node.states)) visit(child, node)
  }
  visit(machine.root, null)
  return { id: machine.id, states, transitions }
}
