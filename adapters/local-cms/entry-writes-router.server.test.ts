import { mkdtemp, rm } from 'node:fs/promises'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { webhookHeaderNames, webhookSignature } from '#adapters/cms/webhook-signature.server'
import type { ChangeWebhookTarget } from './change-webhook.server'
import { createLocalCms } from './local-cms.server'

const token = 'read-token'
const writeToken = 'write-token-of-the-editors-tool'
let varDir: string
const servers: Server[] = []

/** An app on loopback, closed after the tests; its origin. */
async function listen(app: express.Express): Promise<string> {
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
  })
  servers.push(server)
  const address = server.address()
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
}

/** The embedded CMS on loopback, with a write token or without one; its /cms base URL. */
async function start(withWrites: boolean, changeWebhook?: ChangeWebhookTarget): Promise<string> {
  const cms = await createLocalCms({ varDir, token, ...(withWrites ? { writeToken, changeWebhook } : {}) })
  const app = express()
  app.use('/cms', cms.router)
  return `${await listen(app)}/cms`
}

/** A stand-in for the site's webhook: keeps each delivery and whether its signature holds. */
async function startSiteWebhook(secret: string): Promise<{ url: string; deliveries: unknown[] }> {
  const deliveries: unknown[] = []
  const app = express()
  app.post('/api/cms/changed', express.raw({ type: 'application/json' }), (request, response) => {
    const body = request.body as Buffer
    const expected = webhookSignature(secret, {
      timestamp: String(request.get(webhookHeaderNames.timestamp)),
      deliveryId: String(request.get(webhookHeaderNames.deliveryId)),
      body,
    })
    const signed = request.get(webhookHeaderNames.signature) === expected
    deliveries.push({ signed, change: JSON.parse(body.toString('utf8')) as unknown })
    response.status(202).json({ success: true, message: 'PURGED' })
  })
  return { url: `${await listen(app)}/api/cms/changed`, deliveries }
}

const edit = (base: string, entry: string, body: unknown, bearer?: string) =>
  fetch(`${base}/write/entries/${entry}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
    body: JSON.stringify(body),
  })

async function titleOf(base: string, id: string, siteId: number): Promise<string> {
  const response = await fetch(`${base}/api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: `{ entry(id: ["${id}"], siteId: [${siteId}]) { title } }` }),
  })
  const { data } = (await response.json()) as { data: { entry: { title: string } } }
  return data.entry.title
}

beforeAll(async () => {
  varDir = await mkdtemp(path.join(tmpdir(), 'local-cms-writes-'))
}, 60_000)

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
  await rm(varDir, { recursive: true, force: true })
})

describe("the embedded CMS's write path", () => {
  it('changes a title in one site, as an editor would, and answers what a webhook carries', async () => {
    const base = await start(true)
    const answer = await edit(
      base,
      'fast-at-salone-del-mobile-2025',
      { title: 'Salone, rewritten' },
      writeToken,
    )
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({
      id: '1501',
      section: 'news',
      type: 'article',
      site: 'en',
      title: 'Salone, rewritten',
    })
    expect(await titleOf(base, '1501', 2)).toBe('Salone, rewritten')
    expect(await titleOf(base, '1501', 1)).not.toBe('Salone, rewritten')
  }, 60_000)

  it('refuses without the write token, with the read token, a bad title and an unknown entry', async () => {
    const base = await start(true)
    expect((await edit(base, '1501', { title: 'x' })).status).toBe(401)
    expect((await edit(base, '1501', { title: 'x' }, token)).status).toBe(401)
    expect((await edit(base, '1501', { title: '' }, writeToken)).status).toBe(400)
    expect((await edit(base, '1501', { title: 'a\u0000b' }, writeToken)).status).toBe(400)
    expect((await edit(base, 'no-such-entry', { title: 'x' }, writeToken)).status).toBe(404)
    expect(await titleOf(base, '1501', 1)).not.toBe('x')
  }, 60_000)

  it('refuses a body that is not JSON, or of 1 MB, in JSON that says why, and changes nothing', async () => {
    const base = await start(true)
    const malformed = await fetch(`${base}/write/entries/1501`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${writeToken}` },
      body: '{not json',
    })
    expect(malformed.status).toBe(400)
    expect(await malformed.json()).toEqual({ error: expect.stringContaining('Send JSON') as unknown })
    const huge = await edit(base, '1501', { title: 'x'.repeat(1024 * 1024) }, writeToken)
    expect(huge.status).toBe(413)
    expect(await huge.json()).toEqual({ error: 'An edit is at most 4 KB of JSON.' })
    expect(await titleOf(base, '1501', 2)).not.toBe('x')
  }, 60_000)

  it('tells the site itself when given its webhook, signed, and answers what the site said', async () => {
    const secret = 'the-secret-the-site-checks-webhooks-with'
    const site = await startSiteWebhook(secret)
    const base = await start(true, { url: site.url, secret })
    const answer = await edit(base, '1501', { title: 'Salone, announced', site: 'en' }, writeToken)
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({
      id: '1501',
      section: 'news',
      type: 'article',
      site: 'en',
      title: 'Salone, announced',
      webhook: { status: 202, body: { success: true, message: 'PURGED' } },
    })
    expect(site.deliveries).toEqual([
      {
        signed: true,
        change: { event: 'afterSave', id: '1501', type: 'entry', section: 'news', site: 'en', isNew: false },
      },
    ])
  }, 60_000)

  it('saves the edit and says why when the site cannot be told', async () => {
    const base = await start(true, { url: 'http://127.0.0.1:9/api/cms/changed', secret: 'any' })
    const answer = await edit(base, '1501', { title: 'Salone, unannounced', site: 'en' }, writeToken)
    expect(answer.status).toBe(200)
    const body = (await answer.json()) as { webhook: { error?: string } }
    expect(body.webhook.error).toContain('http://127.0.0.1:9/api/cms/changed')
    expect(await titleOf(base, '1501', 2)).toBe('Salone, unannounced')
  }, 60_000)

  it('does not exist without a write token', async () => {
    const base = await start(false)
    expect((await edit(base, '1501', { title: 'x' }, writeToken)).status).toBe(404)
  }, 60_000)
})
