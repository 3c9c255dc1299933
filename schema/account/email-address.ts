import { hasControlCharacters } from './control-characters'

// Deliberately loose (one @, a dot in the domain, no spaces): the mail we send is the real check.
const shape = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/

/** The longest address a mail system delivers to. */
export const maxEmailLength = 254

/** Whether `value`, already trimmed and lower-cased, has the shape of an address. */
export function isEmailAddress(value: string): boolean {
  return shape.test(value) && !hasControlCharacters(value)
}

/**
 * The address in `value` as an account keeps it (trimmed, in lower case, so the same person is
 * always the same account), or undefined. Free of io-ts, because the browser reads `?email=` with
 * it (docs/architecture.md, Performance); ./email is the codec.
 *
 * @example
 * emailAddressOf(' Anna@Example.IT ') // 'anna@example.it'
 */
export function emailAddressOf(value: string): string | undefined {
  if (value.length > maxEmailLength) return undefined
  const address = value.trim().toLowerCase()
  return isEmailAddress(address) ? address : undefined
}
