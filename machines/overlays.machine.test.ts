import { createActor } from 'xstate'
import { describe, expect, it } from 'vitest'
import { overlaysMachine } from './overlays.machine'

function start() {
  const calls: string[] = []
  const actor = createActor(
    overlaysMachine.provide({
      actions: {
        lockScroll: () => calls.push('lock'),
        unlockScroll: () => calls.push('unlock'),
        restoreFocus: () => calls.push('focus'),
      },
    }),
  ).start()
  return { actor, calls }
}

describe('the overlays machine', () => {
  it('keeps one overlay open at a time: an open overlay is modal, so other openers change nothing', () => {
    const { actor, calls } = start()
    actor.send({ type: 'OPEN_SEARCH' })
    for (const type of ['OPEN_LOGIN', 'OPEN_MENU', 'OPEN_SEARCH'] as const) {
      expect(actor.getSnapshot().can({ type })).toBe(false)
      actor.send({ type })
    }
    expect(actor.getSnapshot().value).toEqual({ open: 'search' })
    expect(calls).toEqual(['lock'])
  })

  it('closes everything and unlocks the page on navigation, without moving focus', () => {
    const { actor, calls } = start()
    actor.send({ type: 'OPEN_MENU' })
    actor.send({ type: 'NAVIGATED' })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(calls).toEqual(['lock', 'unlock'])
  })

  it('gives focus back to the opener when closed by Escape, its close button or the scrim', () => {
    const { actor, calls } = start()
    actor.send({ type: 'OPEN_SEARCH' })
    actor.send({ type: 'CLOSE' })
    actor.send({ type: 'OPEN_MENU' })
    actor.send({ type: 'CLOSE' })
    expect(calls).toEqual(['lock', 'unlock', 'focus', 'lock', 'unlock', 'focus'])
  })

  it('toggles a dropdown by its own button and switches to another without locking scroll', () => {
    const { actor, calls } = start()
    actor.send({ type: 'TOGGLE_SUBMENU', id: 'products' })
    expect(actor.getSnapshot().context.submenu).toBe('products')
    actor.send({ type: 'TOGGLE_SUBMENU', id: 'projects' })
    expect(actor.getSnapshot().context.submenu).toBe('projects')
    actor.send({ type: 'TOGGLE_SUBMENU', id: 'projects' })
    expect(actor.getSnapshot().value).toBe('closed')
    expect(actor.getSnapshot().context.submenu).toBeNull()
    expect(calls).toEqual([])
  })

  it('closes an open dropdown on a click outside', () => {
    const { actor } = start()
    actor.send({ type: 'TOGGLE_SUBMENU', id: 'products' })
    actor.send({ type: 'CLOSE' })
    expect(actor.getSnapshot().value).toBe('closed')
  })
})
