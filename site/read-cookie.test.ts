import { describe, expect, it } from 'vitest'
import { hasSessionCookie } from './account/token-cookie'
import { readCookie } from './read-cookie'

describe('readCookie', () => {
  it('reads a pair after one it cannot decode, as the session reader does', () => {
    const header = '\xa0fast_jwt=%; fast_jwt=token'
    expect(readCookie(header, 'fast_jwt')).toBe('token')
    expect(hasSessionCookie(header)).toBe(true)
  })

  it('takes the first pair of a name and keeps an undecodable value as sent', () => {
    expect(readCookie('fast_locale=en; fast_locale=it', 'fast_locale')).toBe('en')
    expect(readCookie('fast_jwt=%', 'fast_jwt')).toBe('%')
    expect(hasSessionCookie('fast_jwt=%')).toBe(true)
  })

  it('finds nothing in no header, or under another name', () => {
    expect(readCookie(null, 'fast_jwt')).toBeUndefined()
    expect(readCookie('', 'fast_jwt')).toBeUndefined()
    expect(readCookie('fast_jwt_x=1; x_fast_jwt=2', 'fast_jwt')).toBeUndefined()
    expect(hasSessionCookie('fast_locale=it')).toBe(false)
  })
})
