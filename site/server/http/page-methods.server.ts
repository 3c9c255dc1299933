import type { RequestHandler } from 'express'

/** The methods React Router's handler can take: it turns each request into a fetch Request. */
const pageMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const

/**
 * Answers 405 to a method React Router cannot take, ahead of its handler. Node accepts any
 * method token, but the fetch Request it is turned into throws on TRACE (and CONNECT, TRACK), which
 * ended as a 500 with a stack trace (found by the fuzz suite).
 */
export function refuseOtherMethods(): RequestHandler {
  const allowed: ReadonlySet<string> = new Set(pageMethods)
  return (request, response, next) => {
    if (allowed.has(request.method)) return next()
    response.status(405).set('Allow', pageMethods.join(', ')).type('text/plain').send('Method Not Allowed')
  }
}
