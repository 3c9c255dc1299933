import { parse } from 'cookie'

/**
 * The value of one cookie of a Cookie header, or undefined: the one reader of cookies on the
 * server and in the browser. It is the `cookie` package's parse (first pair of a name wins, a
 * value it cannot decode is kept as sent), so that "does this request carry a session?" (the page
 * caches) and "which session?" (session-cookie.server.ts) can never be answered differently
 * (docs/security.md, decision 035).
 */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined
  return parse(header)[name]
}
