import { createActor } from 'xstate'
import { describe, expect, it } from 'vitest'
import { overlaysMachine } from '#machines/overlays.machine'
import { overlaysInitialView } from './initial-views'
import { LazyActor, matchesState } from './lazy-actor'

/** A loader the test releases by hand, standing for the `import()` of xstate and the machine. */
function deferredLoad() {
  let release = () => {}
  let calls = 0
  const load = () => {
    calls += 1
    return new Promise<ReturnType<typeof createActor<typeof overlaysMachine>>>((resolve) => {
      release = () => resolve(createActor(overlaysMachine))
    })
  }
  return { load, release: () => release(), calls: () => calls }
}

describe('a lazy actor', () => {
  it('shows the initial view and loads nothing until it is started or sent an event', () => {
    const loader = deferredLoad()
    const actor = new LazyActor(loader.load, overlaysInitialView)
    expect(actor.getSnapshot().matches('closed')).toBe(true)
    expect(loader.calls()).toBe(0)
  })

  it('keeps the events sent before its machine loads and replays them in order on load', async () => {
    const loader = deferredLoad()
    const actor = new LazyActor(loader.load, overlaysInitialView)
    const seen: unknown[] = []
    actor.subscribe((snapshot) => seen.push(snapshot.value))
    actor.send({ type: 'TOGGLE_SUBMENU', id: 'sofas' })
    actor.send({ type: 'OPEN_SEARCH' })
    expect(loader.calls()).toBe(1)
    expect(actor.getSnapshot().matches('closed')).toBe(true)
    const started = actor.start()
    expect(loader.calls()).toBe(1)
    loader.release()
    await started
    expect(actor.getSnapshot().value).toEqual({ open: 'search' })
    expect(seen.at(-1)).toEqual({ open: 'search' })
    actor.send({ type: 'CLOSE' })
    expect(actor.getSnapshot().value).toBe('closed')
  })

  it('keeps the page’s own events without hurrying the load, and replays them with the rest', async () => {
    const loader = deferredLoad()
    const actor = new LazyActor(loader.load, overlaysInitialView)
    actor.post({ type: 'TOGGLE_SUBMENU', id: 'sofas' })
    expect(loader.calls()).toBe(0)
    const started = actor.start()
    loader.release()
    await started
    expect(actor.getSnapshot().context.submenu).toBe('sofas')
  })

  it('does not start a machine that loads after it was stopped', async () => {
    const loader = deferredLoad()
    const actor = new LazyActor(loader.load, overlaysInitialView)
    const started = actor.start()
    actor.stop()
    loader.release()
    await started
    actor.send({ type: 'OPEN_MENU' })
    expect(actor.getSnapshot().matches('closed')).toBe(true)
  })
})

describe('matchesState', () => {
  it('answers as xstate’s snapshot.matches does, for names, paths and nested values', () => {
    const actor = createActor(overlaysMachine).start()
    actor.send({ type: 'OPEN_LOGIN' })
    const snapshot = actor.getSnapshot()
    const partials: Parameters<typeof snapshot.matches>[0][] = [
      'open',
      'closed',
      { open: 'login' },
      { open: 'search' },
    ]
    for (const partial of partials)
      expect(matchesState(partial, snapshot.value)).toBe(snapshot.matches(partial))
    expect(matchesState('open.login', snapshot.value)).toBe(true)
    expect(matchesState('open.menu', snapshot.value)).toBe(false)
  })
})
