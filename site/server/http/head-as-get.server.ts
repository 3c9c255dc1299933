import type { RequestHandler } from 'express'

/**
 * Answers a HEAD exactly as its GET, without the body (RFC 9110 9.3.2): the same status,
 * Content-Type, Content-Encoding, Content-Security-Policy, Cache-Control, Vary, ETag, and 304 on
 * If-None-Match. Mount it first.
 *
 * Left as HEAD, three parts answered it differently: React Router's default server entry answers
 * HEAD without rendering, so the page had no Content-Type, `htmlAnswers` took it for a non-HTML
 * answer and added no CSP hashes, Cache-Control or ETag (both need the body anyway); the HTML
 * cache keeps GET only; and `compression` never encodes a HEAD, so an asset's HEAD showed
 * Content-Length where its GET shows Content-Encoding. As a GET, the answer is produced in full
 * and Node drops every byte written to the answer of a HEAD request (it knows the request's
 * method from the request line, whatever `request.method` says by then). The cost, a render or a
 * file read for nothing, is small: HEAD comes from link checkers and monitors, rarely.
 */
export function headAsGet(): RequestHandler {
  return (request, _response, next) => {
    if (request.method === 'HEAD') request.method = 'GET'
    next()
  }
}
