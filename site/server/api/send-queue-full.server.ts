import type { Response } from 'express'
import type { QueueFull } from '#adapters/accounts/bounded-queue'
import { sendAnswer } from './send-answer.server'
import { sendTooMany } from './send-too-many.server'

/**
 * The password hasher's queue turned a request away (decision 035): the address held all its places,
 * 429 `TOO_MANY_REQUESTS` as any per-address limit; every place was taken, 503 `SERVER_BUSY`,
 * the site's overload, not the visitor's doing. Both with Retry-After and `data.retryAfterSeconds`.
 */
export function sendQueueFull(response: Response, full: QueueFull): void {
  if (full.scope === 'key') return sendTooMany(response, full.retryAfterSeconds)
  response.set('Retry-After', String(full.retryAfterSeconds))
  sendAnswer(response, 503, 'SERVER_BUSY', { retryAfterSeconds: full.retryAfterSeconds })
}
