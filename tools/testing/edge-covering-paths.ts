import { adjacencyMapToArray } from '@xstate/graph'
import type { TestModel } from '@xstate/graph'
import type { EventObject, Snapshot, StateValue } from 'xstate'

/**
 * For each edge of a test model's state graph, one path: the shortest way to the edge's source,
 * then the edge. Together the paths take every transition at least once, which is what the
 * model-based tests assert; `edges` is the list they check their walk against.
 */
export function edgeCoveringPaths<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject, TInput>(
  model: TestModel<TSnapshot, TEvent, TInput>,
  serializeState: (snapshot: TSnapshot) => string,
) {
  const edges = adjacencyMapToArray(model.getAdjacencyMap())
  const shortest = new Map(
    model.getShortestPaths({ allowDuplicatePaths: true }).map((path) => [serializeState(path.state), path]),
  )
  const paths = edges.map((edge) => {
    const head = shortest
      .get(serializeState(edge.state))
      ?.steps.map((step) => step.event)
      .filter((event) => !event.type.startsWith('xstate.'))
    const [path] = model.getPathsFromEvents([...(head ?? []), edge.event])
    if (!path) {
      throw new Error(
        `no path for ${serializeState(edge.state)} ${JSON.stringify(edge.event)} ${serializeState(edge.nextState)}`,
      )
    }
    return path
  })
  return { edges, paths }
}

type StateNodeLike = { id: string; states: Record<string, StateNodeLike> }

/** Every state node id of a machine (`machine.root`), nested ones included. */
export function stateNodeIds(node: StateNodeLike): string[] {
  return [node.id, ...Object.values(node.states).flatMap(stateNodeIds)]
}

/**
 * The ids of the state nodes a snapshot is in, read from its public `value` against the machine's
 * states (the root and every ancestor of a leaf included), as `stateNodeIds` names them.
 */
export function activeStateIds(root: StateNodeLike, value: StateValue): string[] {
  if (typeof value === 'string') {
    const leaf = root.states[value]
    return leaf ? [root.id, leaf.id] : [root.id]
  }
  return [
    root.id,
    ...Object.entries(value).flatMap(([key, inner]) => {
      const child = root.states[key]
      return child && inner !== undefined ? activeStateIds(child, inner) : []
    }),
  ]
}
