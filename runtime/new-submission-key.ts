/**
 * A fresh key for one rendering of a form (decision 038): 128 random bits as hex.
 * `getRandomValues` works in Node and in every browser, on http too (unlike `randomUUID`).
 */
export function newSubmissionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
