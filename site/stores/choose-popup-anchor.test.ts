import { describe, expect, it } from 'vitest'
import { PopupAnchor } from '#schema/store'
import { choosePopupAnchor, popupRoom } from './choose-popup-anchor'

const map = { width: 800, height: 600 }
const popup = { width: 280, height: 220 }

describe('choosePopupAnchor', () => {
  it('puts the popup above a marker in the middle', () => {
    expect(choosePopupAnchor({ x: 400, y: 400 }, map, popup)).toBe('bottom')
  })
  it('puts it below a marker near the top', () => {
    expect(choosePopupAnchor({ x: 400, y: 60 }, map, popup)).toBe('top')
  })
  it('shifts it inwards near the side edges', () => {
    expect(choosePopupAnchor({ x: 20, y: 400 }, map, popup)).toBe('bottom-left')
    expect(choosePopupAnchor({ x: 790, y: 400 }, map, popup)).toBe('bottom-right')
    expect(choosePopupAnchor({ x: 20, y: 30 }, map, popup)).toBe('top-left')
    expect(choosePopupAnchor({ x: 790, y: 30 }, map, popup)).toBe('top-right')
  })
  it('puts it beside the marker when the map is too short for above or below', () => {
    const short = { width: 800, height: 300 }
    expect(choosePopupAnchor({ x: 100, y: 150 }, short, popup)).toBe('left')
    expect(choosePopupAnchor({ x: 700, y: 150 }, short, popup)).toBe('right')
  })
  it('falls back to the roomier of above and below on a map too small for any side', () => {
    const phone = { width: 350, height: 340 }
    expect(choosePopupAnchor({ x: 175, y: 200 }, phone, popup)).toBe('bottom')
    expect(choosePopupAnchor({ x: 175, y: 120 }, phone, popup)).toBe('top')
  })
  it('only ever gives one of the eight spec values', () => {
    for (let x = 0; x <= 800; x += 50) {
      for (let y = 0; y <= 600; y += 50)
        expect(PopupAnchor.is(choosePopupAnchor({ x, y }, map, popup))).toBe(true)
    }
  })
})

describe('popupRoom', () => {
  const phone = { width: 350, height: 340 }
  it('is the room below the marker for a popup below it, above for one above, the map beside', () => {
    expect(popupRoom('top-left', { x: 60, y: 120 }, phone).height).toBe(204)
    expect(popupRoom('bottom', { x: 175, y: 200 }, phone).height).toBe(184)
    expect(popupRoom('left', { x: 100, y: 150 }, phone).height).toBe(340)
  })
  it('is the room on the side the popup opens to, in width', () => {
    expect(popupRoom('top-left', { x: 60, y: 120 }, phone).width).toBe(274)
    expect(popupRoom('bottom-right', { x: 300, y: 200 }, phone).width).toBe(284)
    expect(popupRoom('top', { x: 100, y: 120 }, phone).width).toBe(200)
  })
})
