/** The token of a newsletter confirmation link: 32 random bytes, base64url (decision 051). */
const shape = /^[A-Za-z0-9_-]{43}$/

/** The token in `value`, or undefined when it cannot be one (never looked up then). */
export function newsletterTokenOf(value: unknown): string | undefined {
  return typeof value === 'string' && shape.test(value) ? value : undefined
}
