import { createActor, createMachine } from 'xstate'
import { describe, expect, it } from 'vitest'
import { deriveModel, shadowedIn } from './derive-model'
import { machineGraph } from './machine-graph'

// A parent with an event every child inherits, a transient child (`always`) and a busy child.
const machine = createMachine({
  id: 'm',
  initial: 'on',
  states: {
    off: {},
    on: {
      initial: 'checking',
      on: { STOP: '#m.off' },
      states: {
        checking: { always: [{ target: 'busy' }] },
        busy: { on: { DONE: 'idle' } },
        idle: {},
      },
    },
  },
})
const graph = machineGraph(machine)

describe('the derived model', () => {
  it('leaves a transient state only by its always transition, not by an inherited event', () => {
    const { model } = deriveModel(machine, graph)
    const actor = createActor(model).start()
    expect(actor.getSnapshot().value).toEqual({ on: 'checking' })
    actor.send({ type: 'STOP' })
    expect(actor.getSnapshot().value).toEqual({ on: 'checking' })
    expect(shadowedIn(graph, ['m.on', 'm.on.checking'], 'STOP', new Set())).toBe(true)
    actor.send({ type: 'always' })
    actor.send({ type: 'STOP' })
    expect(actor.getSnapshot().value).toBe('off')
  })

  it('excludes an inherited transition in one state only', () => {
    const excluded = new Set(['m.on.busy: STOP'])
    const { model } = deriveModel(machine, graph, { excluded })
    const actor = createActor(model).start()
    actor.send({ type: 'always' })
    actor.send({ type: 'STOP' })
    expect(actor.getSnapshot().value).toEqual({ on: 'busy' })
    expect(shadowedIn(graph, ['m.on', 'm.on.busy'], 'STOP', excluded)).toBe(true)
    actor.send({ type: 'DONE' })
    expect(shadowedIn(graph, ['m.on', 'm.on.idle'], 'STOP', excluded)).toBe(false)
    actor.send({ type: 'STOP' })
    expect(actor.getSnapshot().value).toBe('off')
  })
})
