import { createActor } from 'xstate'
import { describe, expect, it } from 'vitest'
import { headerScrollMachine } from '#machines/header-scroll.machine'
import { localeSwitchMachine } from '#machines/locale-switch.machine'
import { overlaysMachine } from '#machines/overlays.machine'
import { headerScrollInitialView, localeSwitchInitialView, overlaysInitialView } from './initial-views'

/* The views shown before xstate loads must be the machines' own initial states (docs/architecture.md, Performance). */
const cases = [
  ['overlays', overlaysInitialView, createActor(overlaysMachine).getSnapshot(), []],
  ['headerScroll', headerScrollInitialView, createActor(headerScrollMachine).getSnapshot(), []],
  [
    'localeSwitch',
    localeSwitchInitialView('en'),
    createActor(localeSwitchMachine, { input: { locale: 'en' } }).getSnapshot(),
    ['busy'],
  ],
] as const

describe('the chrome machines’ initial views', () => {
  for (const [name, view, snapshot, tags] of cases)
    it(`the ${name} view is the machine’s initial snapshot: value, context, status and tags`, () => {
      expect(view.value).toEqual(snapshot.value)
      expect(view.context).toEqual(snapshot.context)
      expect(view.status).toBe(snapshot.status)
      expect([...snapshot.tags].sort()).toEqual(tags.filter((tag) => view.hasTag(tag)))
    })
})
