import type { IncomingHttpHeaders } from 'node:http'
import { webhookHeaderNames } from '#adapters/cms/webhook-signature.server'

/** A webhook's signature headers as read, once, for every check that follows. */
export type DeliveryHeaders =
  | { kind: 'unsigned' }
  | { kind: 'malformed'; problem: string }
  | { kind: 'signed'; signature: string; timestamp: string; seconds: number; deliveryId: string }

const signatureShape = /^sha256=[0-9a-f]{64}$/
const timestampShape = /^\d{1,12}$/
// Long enough for a UUID or a Craft request uid, short enough to be a Redis key as it is.
const deliveryIdShape = /^[A-Za-z0-9_.:-]{8,100}$/

/**
 * Reads `X-Signature` (`sha256=<hex>`), `X-Signature-Timestamp` (Unix seconds) and
 * `X-Delivery-Id`: all three, each once and well formed, or the reason why not. Nothing here
 * says the signature is right; the router checks it against the body.
 */
export function deliveryHeadersOf(headers: IncomingHttpHeaders): DeliveryHeaders {
  const signature = headers[webhookHeaderNames.signature]
  const timestamp = headers[webhookHeaderNames.timestamp]
  const deliveryId = headers[webhookHeaderNames.deliveryId]
  if (signature === undefined && timestamp === undefined && deliveryId === undefined)
    return { kind: 'unsigned' }
  if (typeof signature !== 'string' || !signatureShape.test(signature))
    return { kind: 'malformed', problem: 'X-Signature must be sha256= and 64 lower-case hex digits, once' }
  if (typeof timestamp !== 'string' || !timestampShape.test(timestamp))
    return { kind: 'malformed', problem: 'X-Signature-Timestamp must be Unix seconds, once' }
  if (typeof deliveryId !== 'string' || !deliveryIdShape.test(deliveryId))
    return { kind: 'malformed', problem: 'X-Delivery-Id must be 8 to 100 letters, digits or _.:-, once' }
  return { kind: 'signed', signature, timestamp, seconds: Number(timestamp), deliveryId }
}
