import { describe, expect, it } from 'vitest'
import { chunkReloadGuardMs, mayReload } from './chunk-reload'

describe('the chunk reload guard', () => {
  it('allows the first reload', () => {
    expect(mayReload(null, 1_000)).toBe(true)
  })

  it('refuses a second reload within 60 seconds and allows it after', () => {
    expect(mayReload(10_000, 10_000 + chunkReloadGuardMs - 1)).toBe(false)
    expect(mayReload(10_000, 10_000 + chunkReloadGuardMs)).toBe(true)
  })
})
