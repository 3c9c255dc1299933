import { expect, test } from '@playwright/test'
import { createTestModel } from '@xstate/graph'
import type { StateValue } from 'xstate'
import { activeStateIds, edgeCoveringPaths } from '#tools/testing/edge-covering-paths'
import { allFlows } from './all-flows'
import { deriveModel, shadowedIn, transitionTaken } from '#tools/testing/derive-model'
import type { Flow, FlowContext } from './flow'
import { flowRecordName } from './flow-record'
import type { FlowPath, FlowRecord } from './flow-record'
import { machineGraph } from '#tools/testing/machine-graph'

// Model-based flows (docs/qa.md): paths generated from each machine with @xstate/graph, every event
// a user action in Chromium, every state an assertion on the page. tests/flows/ reports on them.

const varDir = process.env['FLOWS_VAR_DIR'] ?? ''

type ModelSnapshot = { value: StateValue; can: (event: { type: string }) => boolean }

/**
 * The paths walked: of the shortest paths to each edge (plus the simple paths when few), without
 * those another one extends, the fewest that walk every transition and show every state.
 */
function flowPaths(flow: Flow): FlowPath[] {
  const graph = machineGraph(flow.machine)
  const excluded = new Set(Object.keys(flow.excluded ?? {}))
  const { model: machine, serializeState } = deriveModel(flow.machine, graph, { facts: flow.facts, excluded })
  const model = createTestModel(machine, { serializeState })
  const simple = model.getSimplePaths()
  const generated = [
    ...edgeCoveringPaths(model, serializeState).paths,
    ...(simple.length <= (flow.simplePathLimit ?? 15) ? simple : []),
  ]
  // The model's states have the machine's names: its value says which of the machine's are active.
  const activeIds = (snapshot: ModelSnapshot) =>
    activeStateIds(flow.machine.root, snapshot.value).filter((id) => id !== flow.machine.id)
  // Paths that take a transition the model shadows in the state it is taken from (see deriveModel).
  const shadowed = new Set<FlowPath>()
  const transient = new Set(graph.states.filter((state) => state.transient).map((state) => state.id))
  // A step whose event the model could not take (a guard on its facts was false) changes nothing
  // in the model, but the page would take it: such paths are dropped too.
  const enabled = new Set<FlowPath>()
  const paths = generated.map((path): FlowPath => {
    let previous: string[] = []
    let initial: string[] = []
    let blocked = false
    let before: ModelSnapshot | undefined
    let possible = true
    const steps = path.steps.flatMap((step) => {
      const snapshot = step.state as ModelSnapshot
      const ids = activeIds(snapshot)
      if (step.event.type.startsWith('xstate.')) {
        previous = ids
        initial = ids
        before = snapshot
        return []
      }
      if (before && !before.can(step.event)) possible = false
      const taken = transitionTaken(graph, [flow.machine.id, ...previous], step.event.type)
      // A transient state is always left: a step that keeps the model there (a fact's guard was
      // false) is not one the page can make either.
      const stays = ids.length === previous.length && ids.every((stateId) => previous.includes(stateId))
      blocked ||=
        shadowedIn(graph, previous, step.event.type, excluded) ||
        (stays && previous.some((stateId) => transient.has(stateId)))
      previous = ids
      before = snapshot
      return [{ label: step.event.type, key: taken?.key ?? step.event.type, to: ids }]
    })
    const flowPath = { steps, initial }
    if (blocked) shadowed.add(flowPath)
    if (possible) enabled.add(flowPath)
    return flowPath
  })
  // A path through a transition the page cannot take (a fallback the model found) is dropped.
  const usable = paths.filter(
    (path) => !shadowed.has(path) && enabled.has(path) && path.steps.every((step) => !excluded.has(step.key)),
  )
  const names = usable.map((path) => path.steps.map((step) => step.key).join('\n'))
  const kept = usable.filter((_, index) => {
    const name = names[index] ?? ''
    return !names.some(
      (other, at) => (other.startsWith(name) && other !== name) || (other === name && at < index),
    )
  })
  return coveringTransitions(kept).sort((a, b) => a.steps.length - b.steps.length)
}

/**
 * The fewest paths (greedily) that still walk every transition and show every state those paths
 * show. A path per edge of the model walked the same transitions again under other facts and in
 * other orders: 122 paths where 82 walk the same (decision 064).
 */
function coveringTransitions(paths: readonly FlowPath[]): FlowPath[] {
  const marks = (path: FlowPath) => [
    ...path.initial.map((id) => `state ${id}`),
    ...path.steps.flatMap((step) => [`transition ${step.key}`, ...step.to.map((id) => `state ${id}`)]),
  ]
  const missing = new Set(paths.flatMap(marks))
  const chosen: FlowPath[] = []
  while (missing.size > 0) {
    const gain = (path: FlowPath) => new Set(marks(path).filter((mark) => missing.has(mark))).size
    const best = [...paths].sort((a, b) => gain(b) - gain(a) || a.steps.length - b.steps.length)[0]
    if (!best || gain(best) === 0) break
    chosen.push(best)
    for (const mark of marks(best)) missing.delete(mark)
  }
  return chosen
}

for (const flow of allFlows) {
  const id = flow.machine.id
  const paths = flowPaths(flow)
  // A flow names states by their path below the root (`open.menu`), the graph by their id.
  const pathOf = (stateId: string) => stateId.slice(id.length + 1)
  test.describe(id, () => {
    if (flow.viewport) test.use({ viewport: flow.viewport })

    test(`${id}: the flow has an action for every event and an assertion for every state`, () => {
      const graph = machineGraph(flow.machine)
      const labels = new Set(
        graph.transitions.filter((t) => !(t.key in (flow.excluded ?? {}))).map((t) => t.label),
      )
      expect([...labels].filter((label) => !(label in flow.events))).toEqual([])
      expect(
        graph.states
          .filter((state) => state.parent !== null && !(pathOf(state.id) in flow.states))
          .map((state) => pathOf(state.id)),
      ).toEqual([])
    })

    const starts = [flow.start, ...(flow.alsoStarts ?? [])]
    paths
      .flatMap((path) => starts.map((start) => ({ path, start })))
      .forEach(({ path, start }, index) => {
        const steps = path.steps.map((step) => step.label).join(' → ') || '(start)'
        const title = starts.length > 1 ? `${steps} (${start.does})` : steps
        test(`${id} #${index + 1}: ${title}`, async ({ page }, info) => {
          const context: FlowContext = { page, varDir }
          const record: FlowRecord = {
            machine: id,
            index: index + 1,
            start: start.does,
            initial: path.initial,
            steps: path.steps.map((step) => ({ ...step, does: flow.events[step.label]?.does ?? step.label })),
            passed: 0,
            failedAt: -1,
          }
          const expectStates = async (ids: readonly string[]) => {
            for (const stateId of ids) await flow.states[pathOf(stateId)]?.(context)
          }
          try {
            await start.run(context)
            await expectStates(path.initial)
            for (const step of path.steps) {
              record.failedAt = record.passed
              const action = flow.events[step.label]
              if (!action) throw new Error(`the ${id} flow has no action for ${step.label}`)
              await action.run(context)
              await expectStates(step.to)
              record.passed += 1
            }
            record.failedAt = null
          } finally {
            await info.attach(flowRecordName, {
              body: JSON.stringify(record),
              contentType: 'application/json',
            })
          }
        })
      })
  })
}
