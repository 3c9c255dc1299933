import type { ServerResponse } from 'node:http'
import type { User } from '#schema/account/user'
import { hasSessionCookie } from '#site/account/token-cookie'
import { privateCacheControl } from './http/cache-headers.server'
import { recordRenderedFor } from './http/rendered-for.server'

/** Who is asking for a page: the user of a valid session cookie, or nobody (anonymous). */
export type VisitorOf = (request: Request) => Promise<User | null>

/**
 * `accounts` whose `visitorOf` records on `response` whom the render saw (rendered-for.server.ts),
 * and makes the answer `private, no-store` at once when it saw a session: a page or `.data` answer
 * with a visitor's data is then kept by no cache, whatever the route or the headers say later.
 *
 * @example
 * getLoadContext: (request, response) => ({ accounts: recordingVisitor(siteAccounts(ip), response) })
 */
export function recordingVisitor<T extends { visitorOf: VisitorOf }>(
  accounts: T,
  response: ServerResponse,
): T {
  const sawVisitor = () => {
    recordRenderedFor(response, 'visitor')
    if (!response.headersSent) response.setHeader('Cache-Control', privateCacheControl)
  }
  return {
    ...accounts,
    visitorOf: async (request: Request) => {
      // The same reader as the session lookup's (read-cookie.ts), over both cookie names.
      if (hasSessionCookie(request.headers.get('cookie'))) sawVisitor()
      const user = await accounts.visitorOf(request)
      if (user) sawVisitor()
      else recordRenderedFor(response, 'anonymous')
      return user
    },
  }
}
