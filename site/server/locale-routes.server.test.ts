import type { Server } from 'node:http'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localeRoutes } from './locale-routes.server'

let server: Server
let base: string

beforeAll(async () => {
  const app = express()
  app.use(localeRoutes())
  app.use((_request, response) => response.status(404).send('not here'))
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
  })
  const address = server.address()
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(base + path, { headers, redirect: 'manual' })

describe('locale routes', () => {
  it('sends / to Italian with nothing to go by', async () => {
    const response = await get('/')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/it')
  })

  it('sends / to the browser language, and the cookie wins over it', async () => {
    expect((await get('/', { 'accept-language': 'en-US,en;q=0.8' })).headers.get('location')).toBe('/en')
    expect(
      (await get('/', { 'accept-language': 'en-US', cookie: 'locale=it' })).headers.get('location'),
    ).toBe('/it')
  })

  it.each([
    ['/it/stores', '/it/rivenditori'],
    ['/en/rivenditori', '/it/rivenditori'],
    ['/en/prodotti?page=2', '/en/products?page=2'],
  ])('redirects %s permanently to %s', async (from, to) => {
    const response = await get(from)
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe(to)
  })

  it('switches language: a 365-day cookie and a redirect to the counterpart', async () => {
    const response = await get('/switch-locale?to=%2Fen%2Fproducts%2Fonda-lounger')
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/en/products/onda-lounger')
    const cookie = response.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/^locale=en;/)
    expect(cookie).toContain('Max-Age=31536000')
  })

  it.each(['', '?to=https%3A%2F%2Fevil.example', '?to=%2F%2Fevil.example', '?to=%2Ffr%2Fx'])(
    'refuses a switch to %s with a clear 400',
    async (query) => {
      const response = await get(`/switch-locale${query}`)
      expect(response.status).toBe(400)
      expect(await response.text()).toMatch(/must be a page of this site/)
    },
  )
})
