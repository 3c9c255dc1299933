import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { Logger } from '#schema/logger'

const requestIds = new AsyncLocalStorage<string>()

/** What a proxy's id may look like: short, and nothing a log line or a header could be split on. */
const wellFormedId = /^[\w.:-]{1,64}$/

/**
 * The id of a request: the one a trusted proxy sent in X-Request-Id (so one id follows the visitor
 * from the proxy's log to ours), else a new one. A client that talks to us directly cannot choose
 * the id, and a proxy's id that is not well formed is replaced, never logged.
 */
export function requestIdOf(request: IncomingMessage, fromTrustedProxy: boolean): string {
  const given = request.headers['x-request-id']
  if (fromTrustedProxy && typeof given === 'string' && wellFormedId.test(given)) return given
  return randomUUID()
}

/** Runs `work` with `id` as the current request's id, for everything it starts, awaits included. */
export function withRequestId<Result>(id: string, work: () => Result): Result {
  return requestIds.run(id, work)
}

/** The id of the request being served, if any (the logger adds it to every line). */
export function currentRequestId(): string | undefined {
  return requestIds.getStore()
}

/** `log`, whose lines written while serving a request carry that request's `requestId`. */
export function logWithRequestIds(log: Logger): Logger {
  const withId = (fields: Record<string, unknown> | undefined) => {
    const requestId = currentRequestId()
    return requestId ? { requestId, ...fields } : fields
  }
  return {
    info: (message, fields) => log.info(message, withId(fields)),
    warn: (message, fields) => log.warn(message, withId(fields)),
    error: (message, fields) => log.error(message, withId(fields)),
  }
}
