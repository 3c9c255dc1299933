import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startStoreLocator } from '#tools/testing/store-locator-system'
import { rowsToShow } from './store-locator.machine'

const settle = () => vi.advanceTimersByTimeAsync(0)
const milan = { west: 9.1, south: 45.4, east: 9.3, north: 45.6 }

async function readyLocator(input: Parameters<typeof startStoreLocator>[0] = {}) {
  const system = startStoreLocator(input)
  system.actor.send({ type: 'SHOW_MAP' })
  system.loads[0]?.resolve()
  await settle()
  return system
}

describe('the store locator machine', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('starts without a map, with the search and rows of the address', () => {
    const { actor, loads } = startStoreLocator({ query: 'Milan', rows: 100 })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context).toMatchObject({
      query: 'Milan',
      rows: 100,
      view: null,
      selectedId: null,
    })
    expect(loads).toHaveLength(0)
  })

  it('loads the map when asked, and shows the stores on it once it is there', async () => {
    const { actor, loads, calls } = startStoreLocator()
    actor.send({ type: 'SHOW_MAP' })
    expect(actor.getSnapshot().value).toBe('loading')
    expect(loads).toHaveLength(1)
    loads[0]?.resolve()
    await settle()
    expect(actor.getSnapshot().value).toBe('ready')
    expect(calls).toEqual(['showResults'])
  })

  it('frames the search of the address when the map arrives', async () => {
    const { calls } = await readyLocator({ query: 'Lugano' })
    expect(calls).toEqual(['showResults:frame'])
  })

  it('keeps the list working when the map fails to load', async () => {
    const { actor, loads } = startStoreLocator()
    actor.send({ type: 'SHOW_MAP' })
    loads[0]?.reject(new Error('style refused'))
    await settle()
    expect(actor.getSnapshot().value).toBe('failed')
    actor.send({ type: 'SEARCHED', query: 'Zurich' })
    actor.send({ type: 'MORE_ROWS' })
    expect(actor.getSnapshot().context).toMatchObject({ query: 'Zurich', rows: 100 })
  })

  it('forgets the old view on a new search, so the list counts the results until the map has framed them', async () => {
    const { actor, calls } = await readyLocator()
    actor.send({ type: 'ROW_PICKED', storeId: 'lugano-1' })
    actor.send({ type: 'VIEW_CHANGED', view: { west: 8.95, south: 46, east: 8.99, north: 46.02 } })
    actor.send({ type: 'SEARCHED', query: 'Milan' })
    expect(actor.getSnapshot().context).toMatchObject({ query: 'Milan', view: null, selectedId: null })
    expect(calls.slice(-3)).toEqual(['showStore:lugano-1', 'closePopup', 'frameResults'])
    actor.send({ type: 'VIEW_CHANGED', view: milan })
    expect(actor.getSnapshot().context.view).toEqual(milan)
  })

  it('frames the results again when the search is sent', async () => {
    const { actor, calls } = await readyLocator()
    actor.send({ type: 'SUBMITTED' })
    expect(calls.at(-1)).toBe('frameResults')
  })

  it('grows the list to the row of a picked marker, and forgets the pick when its popup closes', async () => {
    const { actor } = await readyLocator()
    actor.send({ type: 'MARKER_PICKED', storeId: 'far', index: 120 })
    expect(actor.getSnapshot().context).toMatchObject({ selectedId: 'far', rows: 150 })
    actor.send({ type: 'POPUP_CLOSED' })
    expect(actor.getSnapshot().context.selectedId).toBeNull()
  })

  it('picks a row without a map, and flies the map to it when there is one', async () => {
    const idle = startStoreLocator()
    idle.actor.send({ type: 'ROW_PICKED', storeId: 's1' })
    expect(idle.actor.getSnapshot().context.selectedId).toBe('s1')
    expect(idle.calls).toEqual([])
    const { actor, calls } = await readyLocator()
    actor.send({ type: 'ROW_PICKED', storeId: 's2' })
    expect(calls.at(-1)).toBe('showStore:s2')
  })

  it('keeps the position found by "Near me", and frames the nearest stores on the map', async () => {
    const idle = startStoreLocator()
    idle.actor.send({ type: 'LOCATED', position: { latitude: 43.77, longitude: 11.25 } })
    expect(idle.actor.getSnapshot().context.position).toEqual({ latitude: 43.77, longitude: 11.25 })
    const { actor, calls } = await readyLocator()
    actor.send({ type: 'LOCATED', position: { latitude: 43.77, longitude: 11.25 } })
    expect(calls.at(-1)).toBe('frameNearest')
  })

  it('starts the list again at its first page on a new type', async () => {
    const { actor } = await readyLocator({ rows: 150 })
    actor.send({ type: 'TYPE_CHOSEN', storeType: 'flagship' })
    expect(actor.getSnapshot().context).toMatchObject({ storeType: 'flagship', rows: 50 })
  })
})

describe('rowsToShow', () => {
  it('keeps the rows when the row is shown, else grows them by whole pages to it', () => {
    expect(rowsToShow(50, 0, 50)).toBe(50)
    expect(rowsToShow(50, 49, 50)).toBe(50)
    expect(rowsToShow(50, 50, 50)).toBe(100)
    expect(rowsToShow(50, 253, 50)).toBe(300)
  })
})
