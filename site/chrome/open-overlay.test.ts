import { describe, expect, it } from 'vitest'
import { initialView } from './lazy-actor'
import { openOverlayOf } from './open-overlay'

const at = (value: Parameters<typeof initialView>[0]) => initialView(value, { submenu: null })

describe('openOverlayOf', () => {
  it('names the open overlay', () => {
    expect(openOverlayOf(at({ open: 'menu' }))).toBe('menu')
    expect(openOverlayOf(at({ open: 'search' }))).toBe('search')
    expect(openOverlayOf(at({ open: 'login' }))).toBe('login')
  })

  it('is none while closed or with a dropdown open', () => {
    expect(openOverlayOf(at('closed'))).toBeNull()
    expect(openOverlayOf(at('dropdown'))).toBeNull()
  })
})
