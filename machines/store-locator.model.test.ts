import { expect } from 'vitest'
import { describeMachineModel } from '#tools/testing/describe-machine-model'
import { startStoreLocator } from '#tools/testing/store-locator-system'
import { storeLocatorMachine } from './store-locator.machine'

type System = ReturnType<typeof startStoreLocator>

const view = { west: 9.1, south: 45.4, east: 9.3, north: 45.6 }
const context = ({ actor }: System) => actor.getSnapshot().context
const mapReady = ({ actor }: System) => actor.getSnapshot().matches('ready')
const resultsShown = ({ calls }: System) => calls.filter((call) => call.startsWith('showResults'))

// The model is the store locator itself: the map's loading (it arrives, it fails) is an event
// the test performs; every other event is the visitor's or the map's, sent as is. Each step also
// checks what it did: the event's effect on the context and what the machine asked of the map.
describeMachineModel({
  name: 'store locator',
  machine: storeLocatorMachine,
  start: () => startStoreLocator(),
  snapshot: ({ actor }) => actor.getSnapshot(),
  events: {
    SEARCHED: (system) => {
      system.actor.send({ type: 'SEARCHED', query: context(system).query === 'Milan' ? 'Lugano' : 'Milan' })
      expect(context(system)).toMatchObject({ view: null, selectedId: null, rows: 50 })
      if (mapReady(system)) expect(system.calls.slice(-2)).toEqual(['closePopup', 'frameResults'])
    },
    TYPE_CHOSEN: (system) => {
      system.actor.send({ type: 'TYPE_CHOSEN', storeType: 'dealer' })
      expect(context(system)).toMatchObject({ storeType: 'dealer', view: null, rows: 50 })
      if (mapReady(system)) expect(system.calls.at(-1)).toBe('frameResults')
    },
    MORE_ROWS: (system) => {
      const rows = context(system).rows
      system.actor.send({ type: 'MORE_ROWS' })
      expect(context(system).rows).toBe(rows + 50)
    },
    LOCATED: (system) => {
      system.actor.send({ type: 'LOCATED', position: { latitude: 43.77, longitude: 11.25 } })
      expect(context(system).position).toEqual({ latitude: 43.77, longitude: 11.25 })
      if (mapReady(system)) expect(system.calls.at(-1)).toBe('frameNearest')
    },
    ROW_PICKED: (system) => {
      system.actor.send({ type: 'ROW_PICKED', storeId: 's7' })
      expect(context(system).selectedId).toBe('s7')
      if (mapReady(system)) expect(system.calls.at(-1)).toBe('showStore:s7')
    },
    SHOW_MAP: ({ actor }) => actor.send({ type: 'SHOW_MAP' }),
    'loadMap done': ({ loads }) => loads.at(-1)?.resolve(),
    'loadMap error': ({ loads }) => loads.at(-1)?.reject(new Error('style refused')),
    SUBMITTED: (system) => {
      system.actor.send({ type: 'SUBMITTED' })
      expect(system.calls.at(-1)).toBe('frameResults')
    },
    VIEW_CHANGED: (system) => {
      system.actor.send({ type: 'VIEW_CHANGED', view })
      expect(context(system).view).toEqual(view)
    },
    MARKER_PICKED: (system) => {
      system.actor.send({ type: 'MARKER_PICKED', storeId: 's99', index: 99 })
      expect(context(system)).toMatchObject({ selectedId: 's99', rows: 100 })
    },
    POPUP_CLOSED: (system) => {
      system.actor.send({ type: 'POPUP_CLOSED' })
      expect(context(system).selectedId).toBeNull()
    },
  },
  states: {
    idle: (system) => {
      expect(system.loads).toHaveLength(0)
      expect(context(system).view).toBeNull()
    },
    loading: (system) => {
      expect(system.loads).toHaveLength(1)
      expect(resultsShown(system)).toEqual([])
    },
    ready: (system) => expect(resultsShown(system)).toEqual(['showResults']),
    failed: (system) => {
      expect(system.calls).toEqual([])
      expect(context(system).view).toBeNull()
    },
  },
})
