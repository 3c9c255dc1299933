import type { ErrorRequestHandler } from 'express'
import { QueueFull } from '#adapters/accounts/bounded-queue'
import { isDatabaseUnavailable } from '#adapters/accounts/is-database-unavailable'
import { errorStatus } from '#schema/error-status'
import type { Logger } from '#schema/logger'
import { sendAnswer } from './send-answer.server'
import { sendQueueFull } from './send-queue-full.server'

/**
 * The API's last handler. Errors that carry a 4xx status (body-parser: bad JSON 400, too large
 * 413, unknown charset 415; the router: a path it cannot percent-decode, 400) are the client's: that status with 'Request not correct' and why.
 * The accounts database out of reach is an outage, not a bug: 503 with Retry-After, so clients
 * and proxies wait and retry (docs/security.md). Anything else is ours: logged, and a 500 'ERROR'
 * that reveals nothing.
 */
export function apiErrorHandler(log: Logger): ErrorRequestHandler {
  return (error: unknown, request, response, next) => {
    if (response.headersSent) {
      next(error)
      return
    }
    const status = errorStatus(error)
    // A file that failed to stream (a range past its end) must not name the error as that file.
    response.removeHeader('Content-Disposition')
    if (status !== undefined && status >= 400 && status < 500) {
      sendAnswer(response, status, 'Request not correct', { problems: [clientProblem(error, status)] })
      return
    }
    // The password hasher's queue is full: the request did no work; 429 or 503, come back later.
    if (error instanceof QueueFull) return sendQueueFull(response, error)
    if (isDatabaseUnavailable(error)) {
      log.warn('An API request found the accounts database unavailable', {
        method: request.method,
        path: request.path,
        error: error instanceof Error ? error.message : String(error),
      })
      response.set('Retry-After', String(databaseRetryAfterSeconds))
      sendAnswer(response, 503, 'ERROR')
      return
    }
    log.error('An API request failed', {
      method: request.method,
      path: request.path,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    })
    sendAnswer(response, 500, 'ERROR')
  }
}

/** How long a client is asked to wait while the accounts database is unreachable (seconds). */
export const databaseRetryAfterSeconds = 30

function clientProblem(error: unknown, status: number): string {
  // Express's router throws a URIError with status 400 for a path it cannot decode (`%E0%A4%A`).
  if (error instanceof URIError) return 'the path has a bad percent escape'
  if (status === 413) return 'the body is too large'
  if (status === 415) return 'the body must be UTF-8 JSON'
  if (status === 400) return 'the body is not valid JSON'
  return error instanceof Error ? error.message.slice(0, 200) : 'the request is not valid'
}
