import { createMachine, fromPromise, setup } from 'xstate'
import { describe, expect, it } from 'vitest'
import { machineGraph } from './machine-graph'

const machine = setup({
  actors: { load: fromPromise(() => Promise.resolve()) },
  guards: { isShort: () => true },
  delays: { soon: 100 },
}).createMachine({
  id: 'm',
  initial: 'idle',
  states: {
    idle: { on: { TYPED: [{ guard: 'isShort', target: 'idle' }, { target: 'loading' }] } },
    loading: {
      invoke: { src: 'load', onDone: 'idle', onError: 'idle' },
      after: { soon: 'slow' },
    },
    slow: {},
  },
})

describe('a machine graph', () => {
  it('names each transition by what moves the machine and by the guard its definition names', () => {
    expect(
      machineGraph(machine).transitions.map(({ key, event, guard, targets }) => ({
        key,
        event,
        guard,
        targets,
      })),
    ).toEqual([
      { key: 'm.idle: TYPED [isShort]', event: 'TYPED', guard: 'isShort', targets: ['m.idle'] },
      { key: 'm.idle: TYPED [else]', event: 'TYPED', guard: 'else', targets: ['m.loading'] },
      { key: 'm.loading: load done', event: 'load done', guard: null, targets: ['m.idle'] },
      { key: 'm.loading: load error', event: 'load error', guard: null, targets: ['m.idle'] },
      { key: 'm.loading: after soon', event: 'after soon', guard: null, targets: ['m.slow'] },
    ])
  })

  it('refuses a guard written inline: a test could not name its transition', () => {
    const inline = createMachine({
      id: 'n',
      initial: 'a',
      states: { a: { on: { GO: [{ guard: () => true, target: 'b' }, { target: 'a' }] } }, b: {} },
    })
    expect(() => machineGraph(inline)).toThrow(/n.a: GO: the guard is an inline function/)
  })
})
