/** Socket errors of a database that cannot be reached (Node's codes, as pg passes them on). */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
])

/**
 * PostgreSQL's codes for "not now": class 08 (connection exception), 53300 (too many connections),
 * 57P01–57P03 (shutting down, crash recovery, cannot connect now). SQLite's: the file is locked
 * past the busy timeout, or cannot be opened or read.
 */
const unavailableCodes = new Set(['53300', '57P01', '57P02', '57P03', 'SQLITE_BUSY', 'SQLITE_CANTOPEN'])

/** pg's own words for a connection that failed or went away, which it throws without a code. */
const unavailableMessages = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
]

/**
 * True when `error` (or its cause, or one of an AggregateError's errors) says the accounts database
 * is unreachable rather than that our query was wrong: the API answers 503 and pages go on as
 * anonymous (docs/security.md).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 4) return false
  const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined
  if (code !== undefined && (networkCodes.has(code) || unavailableCodes.has(code) || code.startsWith('08')))
    return true
  if (code?.startsWith('SQLITE_IOERR')) return true
  const message = error instanceof Error ? error.message : ''
  if (unavailableMessages.some((words) => message.includes(words))) return true
  if (
    error instanceof AggregateError &&
    error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))
  )
    return true
  return 'cause' in error && isDatabaseUnavailable(error.cause, depth + 1)
}
