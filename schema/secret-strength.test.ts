import { describe, expect, it } from 'vitest'
import { secretStrengthBits } from './secret-strength'

// Random keys as `openssl rand` writes them (schema/ has no node APIs: Web Crypto's random bytes).
const random = (bytes: number) => crypto.getRandomValues(new Uint8Array(bytes))
const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const hex = (bytes: Uint8Array) => [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')

describe('secretStrengthBits', () => {
  it('finds no entropy in one character repeated, and little in a repeated run', () => {
    expect(secretStrengthBits('x'.repeat(32))).toBe(0)
    expect(secretStrengthBits('ab'.repeat(16))).toBe(2)
    expect(secretStrengthBits('0123456789abcdef'.repeat(2))).toBe(64)
    expect(secretStrengthBits('password'.repeat(4) + 'pass')).toBeLessThan(24)
  })

  it('finds well over 128 bits in random keys as openssl writes them', () => {
    for (let run = 0; run < 20; run += 1) {
      expect(secretStrengthBits(base64(random(48)))).toBeGreaterThan(300)
      expect(secretStrengthBits(hex(random(32)))).toBeGreaterThan(200)
      expect(secretStrengthBits(base64(random(32)))).toBeGreaterThan(180)
    }
  })

  it('counts characters, not UTF-16 units', () => {
    expect(secretStrengthBits('é'.repeat(40))).toBe(0)
  })
})
