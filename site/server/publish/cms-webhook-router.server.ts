import express from 'express'
import type { Response, Router } from 'express'
import { signatureMatches, webhookSignature } from '#adapters/cms/webhook-signature.server'
import { CmsChange } from '#schema/cms-change'
import type { Logger } from '#schema/logger'
import type { PurgeOrder } from '#schema/purge-order'
import { purgeOrderOf } from '#schema/purge-order-of-change'
import { methodNotAllowed } from '../api/method-not-allowed.server'
import type { DeliveryIds } from './delivery-ids.server'
import { readRawBody } from './read-raw-body.server'
import { deliveryHeadersOf } from './webhook-delivery-headers.server'

/** What a webhook call came to, one per answer (the label of fast_cms_webhooks_total). */
export type WebhookOutcome =
  'purged' | 'unsigned' | 'bad-signature' | 'stale' | 'replayed' | 'too-large' | 'malformed' | 'not-json'

/** A change payload is some 200 bytes; 8 KB leaves room for a richer template, and no more. */
export const webhookBodyLimit = 8 * 1024
/** How far a delivery's timestamp may be from our clock, either way. */
export const webhookClockSkewSeconds = 300

/**
 * `POST /api/cms/changed` (mount at /api/cms): the CMS says an element changed (docs/operations.md,
 * publishing). Checked in this order, each failure a JSON 4xx that purges nothing: a JSON body (415),
 * the three signature headers (401 unsigned, 400 malformed), the timestamp within ±5 minutes
 * (401), the body's size (413, unread past 8 KB), the HMAC over timestamp, delivery id and raw
 * body, compared in constant time (401), the payload (400), the delivery id not taken before by
 * any instance (409). Then `purge` runs, and the answer (202) says what it dropped.
 */
export function cmsWebhookRouter(options: {
  secret: string
  deliveries: DeliveryIds
  purge: (order: PurgeOrder) => Promise<unknown>
  onOutcome: (outcome: WebhookOutcome) => void
  log: Logger
  now?: () => number
}): Router {
  const router = express.Router()
  const now = options.now ?? Date.now
  router.post('/changed', async (request, response, next) => {
    const refuse = (status: number, outcome: WebhookOutcome, problem: string) => {
      options.onOutcome(outcome)
      options.log.warn('A CMS webhook was refused', { outcome, problem })
      answer(response, status, outcome, { problem })
    }
    try {
      if (!request.is('application/json'))
        return refuse(415, 'not-json', 'the body must be JSON (Content-Type: application/json)')
      const headers = deliveryHeadersOf(request.headers)
      if (headers.kind === 'unsigned')
        return refuse(401, 'unsigned', 'sign it: X-Signature, X-Signature-Timestamp and X-Delivery-Id')
      if (headers.kind === 'malformed') return refuse(400, 'malformed', headers.problem)
      if (Math.abs(now() / 1000 - headers.seconds) > webhookClockSkewSeconds)
        return refuse(401, 'stale', 'X-Signature-Timestamp is more than 5 minutes from now')
      const body = await readRawBody(request, webhookBodyLimit)
      if (body.kind === 'tooLarge') {
        // The rest of the body is not read: the connection goes with the answer.
        response.set('Connection', 'close')
        return refuse(413, 'too-large', `the body must be at most ${webhookBodyLimit} bytes`)
      }
      const expected = webhookSignature(options.secret, { ...headers, body: body.bytes })
      if (!signatureMatches(headers.signature, expected))
        return refuse(401, 'bad-signature', 'X-Signature does not match the timestamp, delivery id and body')
      const change = CmsChange.decode(parseJson(body.bytes))
      if (change._tag === 'Left')
        return refuse(
          400,
          'malformed',
          'the body must be a change: { event, id, type, section?, site?, isNew? }',
        )
      if (!(await options.deliveries.claim(headers.deliveryId)))
        return refuse(409, 'replayed', 'this X-Delivery-Id was taken already')
      const order = purgeOrderOf(change.right)
      const purged = await options.purge(order)
      options.onOutcome('purged')
      answer(response, 202, 'purged', { deliveryId: headers.deliveryId, ...order, purged })
    } catch (error) {
      next(error)
    }
  })
  router.all('/changed', methodNotAllowed(['POST']))
  return router
}

/** The API's shape (`{ data, success, message }`), with the webhook's own outcome as message. */
function answer(response: Response, status: number, outcome: WebhookOutcome, data: unknown): void {
  response
    .status(status)
    .set('Cache-Control', 'no-store')
    .json({
      data,
      success: status >= 200 && status < 300,
      message: outcome.toUpperCase().replaceAll('-', '_'),
    })
}

function parseJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'))
  } catch {
    return undefined
  }
}
