import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BuiltSite, startBuiltSite } from '#tools/testing/built-site'

// docs/security.md: a request line with an absolute-form target (`GET http://evil.example/it`)
// reached React Router's adapter, which joined it to the Host into an invalid URL: a 500 any
// outsider could cause. Sent raw, as no HTTP client library sends it to a server.

/** The status line and body of one raw HTTP/1.1 exchange with the site. */
function rawRequest(site: BuiltSite, requestLine: string): Promise<{ status: number; text: string }> {
  const { port } = new URL(site.url)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () => {
      socket.write(`${requestLine}\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`)
    })
    const chunks: Buffer[] = []
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1')
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text })
    })
  })
}

describe('request targets that are not a plain path', () => {
  let site: BuiltSite
  beforeAll(async () => {
    site = await startBuiltSite()
  }, 60_000)
  afterAll(async () => {
    await site.stop()
  })

  it('an absolute-form target is served as its path, whatever host it names', async () => {
    const answer = await rawRequest(site, 'GET http://evil.example/it HTTP/1.1')
    expect(answer.status).toBe(200)
    expect(answer.text).toContain('<html lang="it"')
    expect(answer.text).not.toContain('evil.example')
    // The same for a page already kept by the HTML cache, and for a path that does not exist.
    expect((await rawRequest(site, 'GET http://evil.example/it HTTP/1.1')).status).toBe(200)
    expect((await rawRequest(site, 'GET https://evil.example/en/nowhere HTTP/1.1')).status).toBe(404)
  })

  it('an asterisk or another scheme gets a 400 that says why, not a 500', async () => {
    for (const line of ['OPTIONS * HTTP/1.1', 'GET ftp://evil.example/it HTTP/1.1']) {
      const answer = await rawRequest(site, line)
      expect(answer.status, line).toBe(400)
      expect(answer.text, line).toContain('the request target must be a path')
    }
  })
})
