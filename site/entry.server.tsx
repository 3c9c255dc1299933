import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import type { AppLoadContext, EntryContext } from 'react-router'
import { ServerRouter } from 'react-router'
import { renderToPipeableStream } from 'react-dom/server'

/** How long a render may wait for its data before React gives up on what is still pending. */
export const streamTimeout = 5_000

/**
 * Every page is rendered whole before its first byte leaves (`onAllReady`), for every visitor.
 *
 * React Router's default streams the shell first and the rest as it resolves; but the server sends
 * a page only once it is complete anyway, to name its inline scripts in the CSP and to give it an
 * ETag (decision 008). Streaming then bought nothing and cost a stable page: under load a render
 * sometimes reached the shell before its data, and the same content came out as a different
 * document (a Suspense fallback and React's swap scripts), with another ETag — so a browser's
 * revalidation got the page again instead of a 304. Whole renders give the same bytes for the
 * same content.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  if (request.method.toUpperCase() === 'HEAD')
    return Promise.resolve(new Response(null, { status: responseStatusCode, headers: responseHeaders }))

  return new Promise((resolve, reject) => {
    let status = responseStatusCode
    let shellDone = false
    let timeout: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)
    // React Router's scripts (hydration data, module bootstrap, scroll restoration) and React's
    // own carry the render's nonce: only they get a hash in the page's CSP (decision 008).
    const nonce = loadContext.renderNonce
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // Every Suspense boundary is written in place, however large: React would otherwise send a
        // big one (a lazy contact form with its country list) apart, hidden until a script swaps
        // it in, and a visitor without JS would never see it. The page is sent whole anyway.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onShellReady() {
          shellDone = true
        },
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout)
              timeout = undefined
              callback()
            },
          })
          responseHeaders.set('Content-Type', 'text/html')
          pipe(body)
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }))
        },
        onShellError(error: unknown) {
          clearTimeout(timeout)
          reject(error instanceof Error ? error : new Error(String(error)))
        },
        onError(error: unknown) {
          status = 500
          // An error in the shell rejects the render, and React Router logs it itself.
          if (shellDone)
            loadContext.log.error('A page failed to render', { url: request.url, error: String(error) })
        },
      },
    )
  })
}
