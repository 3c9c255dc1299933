import type { Server } from 'node:http'
import { randomInt } from 'node:crypto'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '#tests/faults/visitor-calls'
import { registration } from '#tools/testing/account-fixtures'
import { type BuiltSite, startBuiltSite } from '#tools/testing/built-site'
import { type HostileCms, hostileUrl, startHostileCms } from '#tools/testing/hostile-cms'
import { type TestStore, createTestStore } from '#tools/testing/start-test-api'

// As replayed before the fix (docs/security.md, Many at once): with an external CMS the download
// gate redirected a logged-in visitor to whatever URL the CMS gave for the asset: `javascript:`,
// `data:`, any origin. A compromised CMS (or the network to it) could send every download of the
// reserved area to a phishing page. The gate now redirects only to https URLs on CMS_ASSET_ORIGINS
// (default: the CMS's own origin). The stand-in answers some assets with chosen URLs and the rest
// as the hostile CMS does.

const redisUrl = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379'
const assetOrigin = 'https://cdn.fast.test'
const urls: Record<string, string> = {
  js: hostileUrl,
  data: 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  evil: 'https://evil.example/listino.pdf',
  plain: 'http://cdn.fast.test/listino.pdf',
  lookalike: 'https://cdn.fast.test.evil.example/listino.pdf',
  userinfo: 'https://cdn.fast.test@evil.example/listino.pdf',
  relative: '//evil.example/listino.pdf',
  port: 'https://cdn.fast.test:8443/listino.pdf',
  good: `${assetOrigin}/files/listino%202026.pdf`,
}
// Asset 100 of the seed is public: the hostile CMS answers its URL with `javascript:`.
const ids = [...Object.keys(urls), '100']

/** A CMS whose asset answers are `urls`, anything else the hostile CMS's. */
async function startStandIn(hostile: HostileCms): Promise<{ apiUrl: string; close(): Promise<void> }> {
  const app = express()
  app.use(express.json())
  app.all('/api', async (request, response) => {
    const body: unknown = request.body
    const raw: unknown =
      request.method === 'GET'
        ? request.query['variables']
        : typeof body === 'object' && body !== null && 'variables' in body
          ? body.variables
          : undefined
    const variables: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw
    const asked =
      typeof variables === 'object' && variables !== null && 'id' in variables ? variables.id : undefined
    const id = Array.isArray(asked) ? String(asked[0]) : String(asked)
    const url = urls[id]
    if (url !== undefined) return void response.json({ data: { asset: { url } } })
    const search = request.originalUrl.includes('?')
      ? request.originalUrl.slice(request.originalUrl.indexOf('?'))
      : ''
    const answer = await fetch(`${hostile.apiUrl}${search}`, {
      method: request.method,
      headers: { authorization: request.headers.authorization ?? '', 'content-type': 'application/json' },
      ...(request.method === 'POST' ? { body: JSON.stringify(request.body) } : {}),
    })
    response.status(answer.status).json(await answer.json())
  })
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    apiUrl: `http://127.0.0.1:${port}/api`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

describe.each(['SQLite, limits in memory', 'PostgreSQL + Redis'])(
  'downloads of an external CMS that answers hostile asset URLs (%s)',
  (deployment) => {
    let hostile: HostileCms
    let standIn: { apiUrl: string; close(): Promise<void> }
    let store: TestStore | undefined
    let site: BuiltSite
    beforeAll(async () => {
      hostile = await startHostileCms()
      standIn = await startStandIn(hostile)
      const shared = deployment === 'PostgreSQL + Redis'
      store = shared ? await createTestStore('postgres') : undefined
      site = await startBuiltSite({
        CMS_GRAPHQL_URL: standIn.apiUrl,
        CMS_TOKEN: hostile.token,
        CMS_ASSET_ORIGINS: assetOrigin,
        ...(shared && store?.databaseUrl ? { DATABASE_URL: store.databaseUrl, REDIS_URL: redisUrl } : {}),
      })
    }, 60_000)
    afterAll(async () => {
      await site?.stop()
      await store?.drop()
      await standIn?.close()
      await hostile?.close()
    })

    it('redirects only to https URLs on the asset origins, a burst of logged-in downloads at once', async () => {
      const localAddress = `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(2, 255)}`
      const email = `downloads-${randomInt(1e9)}@fast.test`
      const registered = await call(site.url, 'POST', '/api/auth/v1/register', registration(email), {
        localAddress,
      })
      expect(registered.status).toBe(201)
      const answers = await Promise.all(
        ids.flatMap((id) =>
          Array.from({ length: 5 }, async () => {
            const answer = await call(site.url, 'GET', `/api/downloads/${id}`, undefined, {
              token: registered.token,
              localAddress,
            })
            return `${id}: ${answer.status} ${answer.headers.location ?? ''}`
          }),
        ),
      )
      expect([...new Set(answers)].sort()).toEqual(
        [
          ...ids.filter((id) => id !== 'good').map((id) => `${id}: 404 `),
          `good: 302 ${assetOrigin}/files/listino%202026.pdf`,
        ].sort(),
      )
    })
  },
)
