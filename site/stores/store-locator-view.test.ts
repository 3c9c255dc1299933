import { createActor } from 'xstate'
import { describe, expect, it } from 'vitest'
import { storeLocatorMachine } from '#machines/store-locator.machine'
import { storeLocatorInitialView } from './store-locator-view'

describe('the store locator view shown before xstate loads', () => {
  it('is the machine’s initial snapshot: value, context and status', () => {
    const input = { query: 'Milan', storeType: 'dealer', rows: 100, pageSize: 50 } as const
    const view = storeLocatorInitialView(input)
    const snapshot = createActor(storeLocatorMachine, { input }).getSnapshot()
    expect(view.value).toEqual(snapshot.value)
    expect(view.context).toEqual(snapshot.context)
    expect(view.status).toBe(snapshot.status)
  })
})
