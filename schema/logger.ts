/** Where code reports what an operator should see; the server gives a real one, tests their own. */
export type Logger = {
  info(message: string, fields?: Record<string, unknown>): void
  warn(message: string, fields?: Record<string, unknown>): void
  error(message: string, fields?: Record<string, unknown>): void
}
