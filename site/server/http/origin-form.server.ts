import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * Puts the request's target in origin form (`/it?x=1`), the only form the rest of the server
 * reads, before anything sees it. An absolute-form target (`GET http://host/it`, which RFC 9112
 * §3.2.2 says a server must accept) keeps its path and query; the host it names is ignored, as
 * the Host header is (the site's origin is PUBLIC_URL). React Router's adapter joined such a
 * target to the Host and failed with a 500. Any other target (`*`, an authority, garbage) is
 * answered 400 here. Returns false when it has answered.
 */
export function inOriginForm(request: IncomingMessage, response: ServerResponse): boolean {
  const target = request.url ?? ''
  if (target.startsWith('/')) return true
  const absolute = URL.canParse(target) ? new URL(target) : undefined
  if (absolute && (absolute.protocol === 'http:' || absolute.protocol === 'https:')) {
    request.url = `${absolute.pathname}${absolute.search}`
    return true
  }
  response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' })
  response.end('Bad request: the request target must be a path such as /it.\n')
  return false
}
