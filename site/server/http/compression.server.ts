import { constants } from 'node:zlib'
import compression from 'compression'
import type { RequestHandler } from 'express'

/**
 * Brotli or gzip for text answers over 1 KB (whichever the client prefers; the `compression`
 * package speaks both since 1.8). Brotli at quality 5: close to its best ratio on HTML at a
 * fraction of the CPU of the default 11, which would cost more than it saves on each render.
 */
export function compressAnswers(): RequestHandler {
  return compression({
    threshold: 1024,
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
  })
}
