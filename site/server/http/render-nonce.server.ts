import { randomBytes } from 'node:crypto'

const nonces = new WeakMap<object, string>()

/**
 * The nonce a page's render stamps on the inline scripts React Router and React emit
 * (entry.server.tsx), created on first use for this answer. It never leaves the server:
 * `htmlAnswers` hashes exactly the scripts that carry it, then removes it from the page, so
 * content that slips a `<script>` into the HTML gets no hash (decision 008).
 */
export function renderNonceOf(response: object): string {
  let nonce = nonces.get(response)
  if (nonce === undefined) {
    nonce = randomBytes(18).toString('base64url')
    nonces.set(response, nonce)
  }
  return nonce
}

/** A page served again from the HTML cache keeps the nonce it was rendered with. */
export function reuseRenderNonce(response: object, nonce: string): void {
  nonces.set(response, nonce)
}
