import { mkdtemp, rm } from 'node:fs/promises'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalCms } from '#adapters/local-cms/local-cms.server'
import { createCmsClient, type CmsClient } from './cms-client.server'
import { listStores } from './list-stores.server'

let varDir: string
let server: Server
let cms: CmsClient

beforeAll(async () => {
  varDir = await mkdtemp(path.join(tmpdir(), 'list-stores-'))
  const local = await createLocalCms({ varDir, token: 'test-token' })
  const app = express()
  app.use('/cms', local.router)
  await new Promise<void>((resolve) => {
    server = app.listen(0, '127.0.0.1', () => resolve())
  })
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('no port')
  cms = createCmsClient({
    url: `http://127.0.0.1:${address.port}/cms/api`,
    token: 'test-token',
    ttlSeconds: 60,
  })
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  await rm(varDir, { recursive: true, force: true })
})

describe('listStores', () => {
  it('gives every seeded store of a site, decoded, in both languages', async () => {
    const [it, en] = await Promise.all([listStores(cms, { locale: 'it' }), listStores(cms, { locale: 'en' })])
    expect(it.length).toBeGreaterThanOrEqual(400)
    expect(en.length).toBe(it.length)
    const milanIt = it.find((store) => store.id === '60001')
    const milanEn = en.find((store) => store.id === '60001')
    expect(milanIt).toMatchObject({ city: 'Milano', country: 'Italia', storeType: 'flagship' })
    expect(milanEn).toMatchObject({ city: 'Milan', country: 'Italy', storeType: 'flagship' })
  })

  it('spans Italy, the rest of Europe and other continents', async () => {
    const stores = await listStores(cms, { locale: 'en' })
    const countries = new Set(stores.map((store) => store.country))
    expect(stores.filter((store) => store.country === 'Italy').length).toBeGreaterThan(150)
    for (const country of [
      'France',
      'Germany',
      'United States',
      'Japan',
      'Australia',
      'Brazil',
      'South Africa',
    ]) {
      expect(countries.has(country)).toBe(true)
    }
  })
})
