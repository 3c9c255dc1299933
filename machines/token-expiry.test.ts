import { describe, expect, it } from 'vitest'
import { fakeToken } from '#tools/testing/account-fixtures'
import { tokenExpiry } from './token-expiry'

describe('tokenExpiry', () => {
  it('reads the exp claim of a JWT payload, in milliseconds', () => {
    expect(tokenExpiry(fakeToken(1_800_000_000))).toBe(1_800_000_000_000)
  })

  it('gives null for anything that is not a JWT with a numeric exp', () => {
    expect(tokenExpiry('not a token')).toBeNull()
    expect(tokenExpiry('a.%%%.c')).toBeNull()
    expect(tokenExpiry(`x.${btoa(JSON.stringify({ exp: 'tomorrow' }))}.y`)).toBeNull()
  })
})
