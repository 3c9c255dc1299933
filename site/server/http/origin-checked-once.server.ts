import type { RequestHandler } from 'express'

/**
 * Drops a post's `Origin` header once the cross-site guard has accepted it (decision 014), ahead
 * of React Router's handler. React Router compares Origin with the URL it rebuilds from the Host
 * header and the socket's protocol, which behind a TLS proxy, or whenever PUBLIC_URL is not the
 * address the request reached, is not the public origin: it refused every page action with a 400.
 * The guard, which knows PUBLIC_URL, stays the one check.
 */
export function originCheckedOnce(): RequestHandler {
  return (request, _response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') delete request.headers.origin
    next()
  }
}
