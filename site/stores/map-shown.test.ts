import { describe, expect, it } from 'vitest'
import { mapShownOf } from './map-shown'

describe('mapShownOf', () => {
  it('waits on the server and while hydrating, whatever the screen will be', () => {
    expect(mapShownOf({ machineState: 'idle', wideScreen: undefined, unloaded: false })).toBe('waiting')
  })

  it('offers the map on a phone and loads it on a wider screen while the machine is idle', () => {
    expect(mapShownOf({ machineState: 'idle', wideScreen: false, unloaded: false })).toBe('offered')
    expect(mapShownOf({ machineState: 'idle', wideScreen: true, unloaded: false })).toBe('loading')
  })

  it('shows the machine’s map life once it has left idle, on any screen', () => {
    for (const machineState of ['loading', 'ready', 'failed'] as const)
      for (const wideScreen of [undefined, false, true])
        expect(mapShownOf({ machineState, wideScreen, unloaded: false })).toBe(machineState)
  })

  it('says the map failed when the machine or the store list could not load', () => {
    for (const wideScreen of [undefined, false, true])
      expect(mapShownOf({ machineState: 'idle', wideScreen, unloaded: true })).toBe('failed')
  })
})
