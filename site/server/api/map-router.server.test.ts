import type { Server } from 'node:http'
import express from 'express'
import * as t from 'io-ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeOrThrow } from '#schema/decode'
import { httpRequest } from '#tools/testing/http-request'
import { createMapRouter } from './map-router.server'

const publicUrl = 'https://www.fast.test'
let server: Server
let base: string

beforeAll(async () => {
  const app = express()
  app.use('/api/map', createMapRouter({ publicUrl }))
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
  })
  const address = server.address()
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const Position = t.array(t.number)
const Land = t.type({
  type: t.literal('FeatureCollection'),
  features: t.array(
    t.type({
      geometry: t.type({ type: t.literal('MultiPolygon'), coordinates: t.array(t.array(t.array(Position))) }),
    }),
  ),
})

describe('the keyless map data', () => {
  it('draws no ring across the whole flat map: longitudes never jump past the antimeridian', async () => {
    const land = decodeOrThrow(Land, await (await fetch(`${base}/api/map/land.geojson`)).json(), 'land')
    let jumps = 0
    let polarRings = 0
    for (const polygon of land.features.flatMap((feature) => feature.geometry.coordinates)) {
      for (const ring of polygon) {
        ring.forEach((position, index) => {
          const previous = ring[index - 1]
          const alongPole = Math.abs(position[1] ?? 0) === 90 && Math.abs(previous?.[1] ?? 0) === 90
          if (previous && !alongPole && Math.abs((position[0] ?? 0) - (previous[0] ?? 0)) > 180) jumps += 1
        })
        if (ring.some((position) => position[1] === -90)) polarRings += 1
      }
    }
    expect(jumps).toBe(0)
    // Antarctica winds round the South Pole: closed along it rather than across the map.
    expect(polarRings).toBeGreaterThan(0)
  })

  it('serves a style whose sources point back at this site only', async () => {
    const style = await (await fetch(`${base}/api/map/style.json`)).text()
    const urls = style.match(/https?:\/\/[^"]+/g) ?? []
    expect(urls.length).toBeGreaterThan(0)
    for (const url of urls) expect(url.startsWith(`${publicUrl}/api/map/`)).toBe(true)
  })

  it('points its sources at PUBLIC_URL, whatever Host the request names', async () => {
    const answer = await httpRequest(`${base}/api/map/style.json`, { headers: { host: 'evil.example' } })
    const style = answer.text
    expect(style).toContain(`${publicUrl}/api/map/land.geojson`)
    expect(style).not.toContain('evil.example')
  })
})
