import type { Server } from 'node:http'
import http from 'node:http'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { refuseOtherMethods } from './page-methods.server'

let server: Server
let port = 0

beforeAll(async () => {
  const app = express()
  // As React Router's handler does: the request becomes a fetch Request.
  app.all('/{*splat}', refuseOtherMethods(), (request, response) => {
    const page = new Request(`http://127.0.0.1${request.originalUrl}`, { method: request.method })
    response.type('text/plain').send(page.method)
  })
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
  })
  const address = server.address()
  port = typeof address === 'object' && address ? address.port : 0
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

// fetch refuses to send these methods, so node:http sends them.
function send(method: string): Promise<{ status: number; allow: string | undefined }> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request({ host: '127.0.0.1', port, method, path: '/it' }, (incoming) => {
      incoming.resume()
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, allow: incoming.headers.allow }))
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

describe('the methods pages take', () => {
  it.each(['TRACE', 'PROPFIND', 'MKCOL'])(
    'answers %s with 405 and the methods allowed, not a 500',
    async (method) => {
      const answer = await send(method)
      expect(answer.status).toBe(405)
      expect(answer.allow).toContain('GET')
    },
  )

  it.each(['GET', 'POST', 'DELETE'])('lets %s through to the pages', async (method) => {
    expect((await send(method)).status).toBe(200)
  })
})
