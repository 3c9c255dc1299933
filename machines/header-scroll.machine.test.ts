import { createActor } from 'xstate'
import { describe, expect, it } from 'vitest'
import { headerScrollMachine } from './header-scroll.machine'

function scrollThrough(...positions: number[]) {
  const actor = createActor(headerScrollMachine).start()
  for (const y of positions) actor.send({ type: 'SCROLLED', y })
  return actor
}

describe('the header scroll machine', () => {
  it('is clear at the top of the page', () => {
    expect(scrollThrough().getSnapshot().value).toBe('clear')
    expect(scrollThrough(200, 0).getSnapshot().value).toBe('clear')
  })

  it('gains its background once scrolled, within the threshold', () => {
    expect(scrollThrough(40).getSnapshot().value).toBe('solid')
  })

  it('hides when scrolling down past 50 px and shows again when scrolling up', () => {
    const actor = scrollThrough(20, 51)
    expect(actor.getSnapshot().value).toBe('hidden')
    actor.send({ type: 'SCROLLED', y: 400 })
    expect(actor.getSnapshot().value).toBe('hidden')
    actor.send({ type: 'SCROLLED', y: 390 })
    expect(actor.getSnapshot().value).toBe('solid')
  })

  it('stays visible while a menu is open and lands on the right state when it closes', () => {
    const actor = scrollThrough(300)
    actor.send({ type: 'MENU_OPENED' })
    actor.send({ type: 'SCROLLED', y: 600 })
    expect(actor.getSnapshot().value).toBe('active')
    actor.send({ type: 'MENU_CLOSED' })
    expect(actor.getSnapshot().value).toBe('solid')
    actor.send({ type: 'MENU_OPENED' })
    actor.send({ type: 'SCROLLED', y: 0 })
    actor.send({ type: 'MENU_CLOSED' })
    expect(actor.getSnapshot().value).toBe('clear')
  })
})
