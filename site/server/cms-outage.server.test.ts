import type { Server } from 'node:http'
import type { TypedDocumentNode } from '@urql/core'
import express from 'express'
import { parse } from 'graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCmsClient } from '#adapters/cms/cms-client.server'
import { CmsError } from '#adapters/cms/cms-error'
import { startEmbeddedCms } from '#tools/testing/embedded-cms'
import type { EmbeddedCms } from '#tools/testing/embedded-cms'
import { freePort } from '#tools/testing/free-port'
import { retryAfterOn503, unavailableWhenCmsDown } from './cms-outage.server'

const siteName: TypedDocumentNode<unknown, Record<string, never>> = parse('query SiteName { __typename }')
const badField: TypedDocumentNode<unknown, Record<string, never>> = parse('query Bad { noSuchField }')

let cms: EmbeddedCms
beforeAll(async () => {
  cms = await startEmbeddedCms()
})
afterAll(() => cms.close())

async function thrown(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run()
  } catch (error) {
    return error
  }
  throw new Error('it did not throw')
}

describe('the CMS client the loaders get', () => {
  it('answers as the CMS does while it is up', async () => {
    const client = unavailableWhenCmsDown(
      createCmsClient({ url: cms.apiUrl, token: cms.token, ttlSeconds: 60 }),
    )
    expect(await client.query(siteName, {})).toEqual({ __typename: 'Query' })
  })

  it('turns an unreachable CMS with nothing cached into a 503 route response', async () => {
    const closed = `http://127.0.0.1:${await freePort()}/cms/api`
    const client = unavailableWhenCmsDown(createCmsClient({ url: closed, token: 't', ttlSeconds: 60 }))
    const error = await thrown(() => client.query(siteName, {}))
    // What React Router's data() gives; thrown from a loader, the page's status becomes 503.
    expect(error).toMatchObject({ type: 'DataWithResponseInit', init: { status: 503 } })
  })

  it('leaves a query the CMS rejects an error of ours, not an outage', async () => {
    const client = unavailableWhenCmsDown(
      createCmsClient({ url: cms.apiUrl, token: cms.token, ttlSeconds: 60 }),
    )
    expect(await thrown(() => client.query(badField, {}))).toBeInstanceOf(CmsError)
  })
})

describe('Retry-After on 503', () => {
  let server: Server
  let origin = ''
  beforeAll(async () => {
    const app = express()
    app.use(retryAfterOn503(42))
    app.get('/down', (_request, response) => response.status(503).send('later'))
    app.get('/own', (_request, response) => response.set('Retry-After', '600').status(503).send('later'))
    app.get('/up', (_request, response) => response.send('fine'))
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
    })
    const address = server.address()
    origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('is added to a 503, kept when the route set its own, and absent otherwise', async () => {
    expect((await fetch(`${origin}/down`)).headers.get('retry-after')).toBe('42')
    expect((await fetch(`${origin}/own`)).headers.get('retry-after')).toBe('600')
    expect((await fetch(`${origin}/up`)).headers.get('retry-after')).toBeNull()
  })
})
