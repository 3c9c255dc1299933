import type { AnyStateMachine, AnyStateNode } from 'xstate'
import type { GuardName, ModelEventKind, ModelEventLabel } from './machine-names'

/** One state node of a machine, as the model tests, the flows, the coverage and the diagram see it. */
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

/** One candidate transition of a machine: what moves it (an event, a call, a delay, `always`) and its guard. */
export type GraphTransition<M = AnyStateMachine> = {
  /** Unique in the machine: `<source id>: <label>`. */
  key: string
  source: string
  /** What moves the machine: `OPEN_MENU`, `load done`, `load error`, `after minimumDisplay`, `always`. */
  event: ModelEventKind<M>
  /**
   * The guard as `setup` names it, `else` for the unguarded candidate after guarded ones, null
   * for the only candidate.
   */
  guard: GuardName<M> | 'else' | null
  /** The event as the model knows it: `OPEN_MENU`, `SCROLLED [reachedTop]`, `load done`, `after minimumDisplay`. */
  label: ModelEventLabel<M>
  /** The target state ids; empty for a transition that stays (actions only). */
  targets: string[]
}

export type MachineGraph<M = AnyStateMachine> = {
  id: string
  states: GraphState[]
  transitions: GraphTransition<M>[]
}

type Definition = NonNullable<AnyStateNode['always']>[number]

/**
 * A guard's name, read from the transition's public `guard`: the name `setup` gave it (a string,
 * or `{ type, params }`). An inline function has no name a model can key facts or steps by, so
 * it is refused: name the guard in `setup` (docs/how-to/add-a-machine.md).
 */
function guardName(definition: Definition, key: string): string {
  const { guard } = definition
  if (typeof guard === 'string') return guard
  if (typeof guard === 'object') return guard.type
  throw new Error(`${key}: the guard is an inline function; name it in the machine's setup({ guards })`)
}

/** What moves a state node for one of its event types: the event, or an invoked call's answer, its failure, a delay. */
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

function candidates<M>(
  node: AnyStateNode,
  eventType: string,
  list: readonly Definition[],
): GraphTransition<M>[] {
  const event = eventName(node, eventType)
  const single = list.length === 1 && list[0]?.guard === undefined
  return list.map((definition) => {
    const where = `${node.id}: ${event}`
    const guard = single ? null : definition.guard === undefined ? 'else' : guardName(definition, where)
    const label = guard === null ? event : `${event} [${guard}]`
    // Read from the machine's definition, so they are the names its setup() types give.
    return {
      key: `${node.id}: ${label}`,
      source: node.id,
      event,
      guard,
      label,
      targets: (definition.target ?? []).map((target) => target.id),
    }
  })
}

/**
 * The states and transitions of a machine, read from its definition through XState's public
 * API (`machine.root`, each node's `transitions`, `always`, `invoke`, `after`): what the model
 * tests and the flows derive their model from, what coverage counts and what the diagram draws.
 */
export function machineGraph<M extends AnyStateMachine>(machine: M): MachineGraph<M> {
  const states: GraphState[] = []
  const transitions: GraphTransition<M>[] = []
  const visit = (node: AnyStateNode, parent: AnyStateNode | null) => {
    const always = node.always ?? []
    states.push({
      id: node.id,
      parent: parent?.id ?? null,
      initial: parent?.initial?.target.some((target) => target.id === node.id) ?? false,
      final: node.type === 'final',
      transient: always.length > 0 && always.some((definition) => definition.guard === undefined),
    })
    for (const [eventType, list] of node.transitions)
      transitions.push(...candidates<M>(node, eventType, list))
    if (always.length > 0) transitions.push(...candidates<M>(node, 'always', always))
    for (const child of Object.values(node.states)) visit(child, node)
  }
  visit(machine.root, null)
  return { id: machine.id, states, transitions }
}
