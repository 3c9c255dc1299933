/**
 * The HTTP status an error carries, as body-parser, http-errors and Express's router set it
 * (`status`, or `statusCode`); undefined for an error of ours that names none.
 */
export function errorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const status = 'status' in error ? error.status : 'statusCode' in error ? error.statusCode : undefined
  return typeof status === 'number' ? status : undefined
}
