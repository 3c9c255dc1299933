import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto'

/** The headers a signed CMS webhook carries (docs/operations.md, publishing). */
export const webhookHeaderNames = {
  signature: 'x-signature',
  timestamp: 'x-signature-timestamp',
  deliveryId: 'x-delivery-id',
} as const

/** What is signed: the raw body, after the timestamp and the delivery id, so neither can be swapped. */
export type SignedDelivery = { timestamp: string; deliveryId: string; body: Uint8Array }

/**
 * `sha256=<hex>`: HMAC-SHA256 with `secret` over `<timestamp>.<delivery id>.<raw body>`. The body
 * alone would let anyone who saw one delivery send it again with a fresh timestamp and id.
 */
export function webhookSignature(secret: string, delivery: SignedDelivery): string {
  const hmac = createHmac('sha256', secret)
  hmac.update(`${delivery.timestamp}.${delivery.deliveryId}.`)
  hmac.update(delivery.body)
  return `sha256=${hmac.digest('hex')}`
}

/** Whether a signature header names `expected`, compared in constant time whatever its length. */
export function signatureMatches(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected))
}

/**
 * The headers of a delivery of `body`, signed now with a fresh id: what a sender (the Craft
 * module of docs/operations.md, `npm run cms:edit`) adds to its POST.
 */
export function signedWebhookHeaders(
  secret: string,
  body: Uint8Array,
  given: { timestamp?: string; deliveryId?: string } = {},
): Record<string, string> {
  const timestamp = given.timestamp ?? String(Math.floor(Date.now() / 1000))
  const deliveryId = given.deliveryId ?? randomUUID()
  return {
    [webhookHeaderNames.timestamp]: timestamp,
    [webhookHeaderNames.deliveryId]: deliveryId,
    [webhookHeaderNames.signature]: webhookSignature(secret, { timestamp, deliveryId, body }),
  }
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest()
}
