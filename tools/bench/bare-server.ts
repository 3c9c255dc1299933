/**
 * The physical limit a cached page is measured against (`npm run bench`): a bare `node:http`
 * server, in its own process, that answers every request with one file's bytes, compressed once
 * at start (brotli and gzip at their highest levels) and picked by the request's Accept-Encoding
 * as a browser would get them. No framework, no middleware, no per-request work but the write.
 *
 *   node --import tsx tools/bench/bare-server.ts <file> <port>
 *
 * It prints `listening` once it answers; the bench stops it with SIGTERM.
 */
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const [file, port] = process.argv.slice(2)
if (!file || !port) throw new Error('usage: bare-server.ts <file> <port>')

const identity = readFileSync(file)
const variants = {
  br: brotliCompressSync(identity, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
    },
  }),
  gzip: gzipSync(identity, { level: 9 }),
  identity,
}

/** br when the client takes it, else gzip, else the plain bytes (q-values are not weighed). */
function encodingFor(acceptEncoding: string | undefined): keyof typeof variants {
  const accepted = (acceptEncoding ?? '').split(',').map((part) => part.split(';')[0]?.trim())
  if (accepted.includes('br')) return 'br'
  if (accepted.includes('gzip')) return 'gzip'
  return 'identity'
}

const server = createServer((request, response) => {
  const encoding = encodingFor(request.headers['accept-encoding'])
  const body = variants[encoding]
  response.writeHead(200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': body.length,
    Vary: 'Accept-Encoding',
    ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
  })
  response.end(body)
})
server.keepAliveTimeout = 65_000
server.listen(Number(port), '127.0.0.1', () => console.log('listening'))
process.once('SIGTERM', () => server.close(() => process.exit(0)))
