import { assign, createMachine } from 'xstate'
import type { AnyStateMachine, MachineConfig, StateNodeConfig, TransitionConfig } from 'xstate'
import type { GraphTransition, MachineGraph } from './machine-graph'
import type { GuardName } from './machine-names'

/**
 * What a model must remember of the machine's context for its guards to choose as the machine
 * does (the session's `hasUser`): facts, their start, the guards that read them and how each
 * transition changes them. Guards that read data the page decides (a server's answer) are not
 * listed: their candidates become separate events the test performs.
 */
export type ModelFacts<M, F> = {
  initial: F
  guards: { [G in GuardName<M>]?: (facts: F) => boolean }
  update: (facts: F, transition: GraphTransition<M>) => F
}

type ModelContext = { facts?: unknown }
type ModelEvent = { type: string }
type NodeConfig = StateNodeConfig<
  ModelContext,
  ModelEvent,
  never,
  never,
  never,
  never,
  never,
  never,
  never,
  never
>
type Transition = TransitionConfig<
  ModelContext,
  ModelEvent,
  ModelEvent,
  never,
  never,
  never,
  never,
  never,
  never
>

/**
 * The machine's shape as a model @xstate/graph can walk: the same states (same ids), and each
 * candidate transition (an event with a guard, a call's answer, a delay, an `always`) made into
 * an event of its own, named by its label. Calls and delays become things a test performs; the
 * guards listed in `facts` stay guards, on the model's facts. `excluded` transitions are left
 * out (the page cannot take them; the report lists them).
 */
export function deriveModel<M extends AnyStateMachine, F>(
  machine: M,
  graph: MachineGraph<M>,
  options: { facts?: ModelFacts<M, F> | undefined; excluded?: ReadonlySet<string> } = {},
) {
  const { facts, excluded = new Set<string>() } = options
  const factGuards: Readonly<Record<string, ((facts: F) => boolean) | undefined>> = facts?.guards ?? {}
  const factGuard = (transition: GraphTransition<M>): ((facts: F) => boolean) | undefined => {
    if (transition.guard === null) return undefined
    if (transition.guard !== 'else') return factGuards[transition.guard]
    // `else` is taken when every sibling guard the model knows is false.
    const known = graph.transitions.flatMap((other) => {
      const sibling =
        other !== transition && other.source === transition.source && other.event === transition.event
      const guard = sibling && other.guard !== null ? factGuards[other.guard] : undefined
      return guard ? [guard] : []
    })
    return known.length > 0 ? (value) => known.every((guard) => !guard(value)) : undefined
  }
  const transitionConfig = (transition: GraphTransition<M>): Transition => {
    const guard = factGuard(transition)
    return {
      target: transition.targets.map((id) => `#${id}`),
      ...(guard ? { guard: ({ context }: { context: ModelContext }) => guard(context.facts as F) } : {}),
      ...(facts
        ? { actions: assign({ facts: ({ context }) => facts.update(context.facts as F, transition) }) }
        : {}),
      // A transition back into its own source (SESSION_RENEWED) re-enters it, as in the machine.
      reenter: true,
    }
  }
  const build = (id: string): NodeConfig => {
    const children = graph.states.filter((state) => state.parent === id)
    const state = graph.states.find((candidate) => candidate.id === id)
    const on: Record<string, Transition> = {}
    for (const transition of graph.transitions) {
      if (transition.source !== id) continue
      // Excluded: still shadows the parent's transition for the same event, as in the machine.
      if (excluded.has(transition.key)) {
        on[transition.label] = { actions: [] }
        continue
      }
      // Actions only: the model goes back into the same state, so @xstate/graph sees an edge.
      on[transition.label] = transitionConfig(
        transition.targets.length === 0 ? { ...transition, targets: [transition.source] } : transition,
      )
    }
    // Inherited transitions the model must not take here: none in a transient state (its `always`
    // leaves it at once, the machine never handles another event there), and those the flow
    // excluded for this state (`<state id>: <label>`). The model's no-op shadows them, as the
    // excluded ones above; `shadowedIn` lets the spec drop the paths that use one.
    for (const transition of graph.transitions) {
      if (transition.label in on || !isAncestor(graph, transition.source, id)) continue
      if (state?.transient || excluded.has(`${id}: ${transition.label}`))
        on[transition.label] = { actions: [] }
    }
    const initial = children.find((child) => child.initial)
    return {
      id,
      ...(state?.final ? { type: 'final' as const } : {}),
      ...(initial ? { initial: initial.id.slice(id.length + 1) } : {}),
      ...(children.length > 0
        ? {
            states: Object.fromEntries(
              children.map((child) => [child.id.slice(id.length + 1), build(child.id)]),
            ),
          }
        : {}),
      on,
    }
  }
  const config: MachineConfig<ModelContext, ModelEvent> = {
    ...build(machine.id),
    // No facts, no context: the model's snapshots are then its state values alone.
    context: facts ? { facts: facts.initial } : {},
  }
  const model = createMachine(config)
  const serializeState = (snapshot: { value: unknown; context: ModelContext }) =>
    JSON.stringify(facts ? { value: snapshot.value, facts: snapshot.context.facts } : snapshot.value)
  return { model, serializeState }
}

/** Which of the machine's transitions an event of the model takes from the given active states. */
export function transitionTaken(graph: MachineGraph, activeIds: readonly string[], label: string) {
  return graph.transitions
    .filter((transition) => transition.label === label && activeIds.includes(transition.source))
    .sort((a, b) => b.source.length - a.source.length)[0]
}

function isAncestor(graph: MachineGraph, ancestor: string, id: string): boolean {
  const parent = graph.states.find((state) => state.id === id)?.parent ?? null
  return parent !== null && (parent === ancestor || isAncestor(graph, ancestor, parent))
}

/**
 * Whether the model shadows `label` in one of the active states: an inherited transition in a
 * transient state, or one the flow excluded for that state. A path that takes it is not a path
 * the page can follow.
 */
export function shadowedIn(
  graph: MachineGraph,
  activeIds: readonly string[],
  label: string,
  excluded: ReadonlySet<string>,
): boolean {
  return activeIds.some((id) => {
    const own = graph.transitions.some((transition) => transition.source === id && transition.label === label)
    if (own) return false
    const inherited = graph.transitions.some(
      (transition) => transition.label === label && isAncestor(graph, transition.source, id),
    )
    const transient = graph.states.find((state) => state.id === id)?.transient ?? false
    return inherited && (transient || excluded.has(`${id}: ${label}`))
  })
}
