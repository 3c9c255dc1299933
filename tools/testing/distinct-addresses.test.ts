import { expect, test } from 'vitest'
import { distinctAddresses } from './distinct-addresses'

test('addresses never repeat, and stay inside their network', () => {
  const narrow = distinctAddresses('203.0.113')
  const inNarrow = Array.from({ length: 254 }, narrow)
  expect(new Set(inNarrow).size).toBe(254)
  expect(inNarrow.every((address) => /^203\.0\.113\.([1-9]\d?|1\d\d|2[0-4]\d|25[0-4])$/.test(address))).toBe(
    true,
  )
  expect(narrow).toThrow(/no address left/)

  const wide = distinctAddresses('198.19')
  const inWide = Array.from({ length: 1000 }, wide)
  expect(new Set(inWide).size).toBe(1000)
  expect(
    inWide.every((address) => /^198\.19\.\d{1,3}\.([1-9]\d?|1\d\d|2[0-4]\d|25[0-4])$/.test(address)),
  ).toBe(true)
})
