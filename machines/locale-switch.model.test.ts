import { expect } from 'vitest'
import { describeMachineModel } from '#tools/testing/describe-machine-model'
import { startLocaleSwitch } from '#tools/testing/locale-switch-system'
import { localeSwitchMachine } from './locale-switch.machine'

const press = {
  type: 'SWITCH',
  locale: 'it',
  href: '/switch-locale?to=%2Fit%2Fprodotti',
  to: '/it/prodotti',
} as const

// The model is the locale switch itself: its cookie request's answer and failure are events the
// test performs on the held request.
describeMachineModel({
  name: 'locale switch',
  machine: localeSwitchMachine,
  start: () => startLocaleSwitch('en'),
  snapshot: ({ actor }) => actor.getSnapshot(),
  events: {
    SWITCH: ({ actor }) => actor.send(press),
    'setLocale done': ({ requests }) => requests.at(-1)?.resolve(),
    'setLocale error': ({ requests }) => requests.at(-1)?.reject(new TypeError('Failed to fetch')),
  },
  states: {
    current: ({ requests }) => expect(requests).toHaveLength(0),
    switching: ({ actor, requests, loads }) => {
      expect(actor.getSnapshot().hasTag('busy')).toBe(true)
      expect(requests.at(-1)?.href).toBe(press.href)
      expect(loads).toEqual([])
    },
    switched: ({ actor, loads }) => {
      expect(actor.getSnapshot().status).toBe('done')
      expect(loads).toEqual([press.to])
    },
    failed: ({ loads }) => expect(loads).toEqual([]),
  },
})
