import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'
import express from 'express'
import sharp from 'sharp'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  assetsRouter,
  nearestCachedCopy,
  type AssetsRouterOptions,
  type PublicFile,
} from './assets-router.server'

let dir: string
const files = new Map<string, PublicFile>()

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'assets-router-'))
  // A large noisy picture, so that an AVIF of it takes long enough to hold the one resize slot.
  const noise = Buffer.alloc(2400 * 1350 * 3)
  for (let index = 0; index < noise.length; index += 1) noise[index] = (index * 7919) % 251
  await mkdir(path.join(dir, 'files'))
  for (const name of ['lake.jpg', 'garden.jpg', 'terrace.jpg', 'pool.jpg']) {
    const file = path.join(dir, 'files', name)
    await sharp(noise, { raw: { width: 2400, height: 1350, channels: 3 } })
      .jpeg({ quality: 90 })
      .toFile(file)
    files.set(name, { path: file, version: '1', kind: 'image' })
  }
  return () => rm(dir, { recursive: true, force: true })
})

let server: Server | undefined
afterEach(async () => {
  const running = server
  server = undefined
  if (running) await new Promise((resolve) => running.close(resolve))
})

/** The router on a real HTTP server, with a cache of its own; its base URL. */
async function serve(
  options: Partial<AssetsRouterOptions> = {},
  trustProxy: string | undefined = undefined,
): Promise<string> {
  const app = express()
  if (trustProxy) app.set('trust proxy', trustProxy)
  app.use(
    await assetsRouter(files, {
      cacheDir: await mkdtemp(path.join(dir, 'cache-')),
      cacheMaxBytes: 50 * 1024 * 1024,
      ...options,
    }),
  )
  const started = app.listen(0, '127.0.0.1')
  server = started
  await new Promise<void>((resolve) => started.once('listening', () => resolve()))
  const address = started.address()
  if (address === null || typeof address === 'string') throw new Error('no port')
  return `http://127.0.0.1:${address.port}`
}

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers })
  const body = Buffer.from(await response.arrayBuffer())
  const metadata = response.ok ? await sharp(body).metadata() : undefined
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    cacheControl: response.headers.get('cache-control'),
    format: metadata?.format,
    width: metadata?.width,
  }
}

describe('the image endpoint', () => {
  it('answers AVIF and WebP as asked, typed, and cached for a year', async () => {
    const base = await serve()
    const avif = await get(`${base}/assets/lake.jpg?width=480&format=avif&quality=60`)
    expect(avif).toMatchObject({ status: 200, type: 'image/avif', format: 'heif', width: 480 })
    expect(avif.cacheControl).toBe('public, max-age=31536000, immutable')
    const webp = await get(`${base}/assets/lake.jpg?width=480&format=webp`)
    expect(webp).toMatchObject({ status: 200, type: 'image/webp', format: 'webp', width: 480 })
    expect(webp.cacheControl).toBe('public, max-age=31536000, immutable')
    const jpeg = await get(`${base}/assets/lake.jpg?width=480`)
    expect(jpeg).toMatchObject({ status: 200, type: 'image/jpeg', format: 'jpeg', width: 480 })
  })

  it('keeps a copy it made for a visitor who left before it was sent', async () => {
    const cacheDir = await mkdtemp(path.join(dir, 'cache-'))
    // One resize a minute: were the copy forgotten, the next visitor would get the original.
    const base = await serve({ cacheDir, resizesPerMinute: 1 })
    const url = `${base}/assets/lake.jpg?width=1920&format=avif`
    await expect(fetch(url, { signal: AbortSignal.timeout(100) })).rejects.toThrow()
    const made = async () =>
      (await readdir(cacheDir, { recursive: true })).some((name) => name.endsWith('.avif'))
    await expect.poll(made, { timeout: 20_000 }).toBe(true)
    // The send to the closed connection fails just after the copy is in place.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await get(url)).toMatchObject({
      status: 200,
      type: 'image/avif',
      cacheControl: 'public, max-age=31536000, immutable',
      width: 1920,
    })
  })

  it('answers a picture, never a 503, while the resize line is full', async () => {
    const base = await serve({ queue: { concurrency: 1, maxWaiting: 0 } })
    const answers = await Promise.all(
      ['lake.jpg', 'garden.jpg', 'terrace.jpg', 'pool.jpg'].map((name) =>
        get(`${base}/assets/${name}?width=1920&format=avif`),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200])
    const standIns = answers.filter((answer) => answer.cacheControl === 'no-store')
    expect(standIns.length).toBeGreaterThan(0)
    // Nothing made yet, so the stand-in is the original, typed as what it is.
    for (const standIn of standIns)
      expect(standIn).toMatchObject({ type: 'image/jpeg', format: 'jpeg', width: 2400 })
    for (const made of answers.filter((answer) => answer.cacheControl !== 'no-store'))
      expect(made).toMatchObject({ type: 'image/avif', format: 'heif', width: 1920 })
  })

  it('stands in with the nearest copy already made in the format asked for', async () => {
    const base = await serve({ resizesPerMinute: 1 })
    expect(await get(`${base}/assets/garden.jpg?width=640&format=webp`)).toMatchObject({
      status: 200,
      format: 'webp',
      width: 640,
    })
    // This address has spent its resizes: the 640 WebP stands in for the 480 one.
    const standIn = await get(`${base}/assets/garden.jpg?width=480&format=webp`)
    expect(standIn).toMatchObject({
      status: 200,
      type: 'image/webp',
      format: 'webp',
      width: 640,
      cacheControl: 'no-store',
    })
    // No copy of this picture yet: its original.
    expect(await get(`${base}/assets/pool.jpg?width=480&format=avif`)).toMatchObject({
      status: 200,
      type: 'image/jpeg',
      width: 2400,
      cacheControl: 'no-store',
    })
  })
})

describe('the image endpoint behind a proxy', () => {
  // An IPv6 visitor was once keyed by its whole address, so each address of its /64 had resizes of
  // its own; it is keyed by its /64, as every other limit (address-key.ts, decision 035).
  it('gives the addresses of one IPv6 /64 one budget of resizes, and another /64 its own', async () => {
    const base = await serve({ resizesPerMinute: 1 }, 'loopback')
    const from = (address: string) => ({ 'x-forwarded-for': address })
    expect(await get(`${base}/assets/lake.jpg?width=640&format=webp`, from('2001:db8:5:6::1'))).toMatchObject(
      {
        format: 'webp',
        width: 640,
      },
    )
    const sameSubnet = await get(
      `${base}/assets/terrace.jpg?width=480&format=webp`,
      from('2001:db8:5:6:1::2'),
    )
    expect(sameSubnet).toMatchObject({ format: 'jpeg', width: 2400, cacheControl: 'no-store' })
    const otherSubnet = await get(`${base}/assets/terrace.jpg?width=480&format=webp`, from('2001:db8:5:7::1'))
    expect(otherSubnet).toMatchObject({ format: 'webp', width: 480 })
  })
})

describe('nearestCachedCopy', () => {
  const made = (copies: string[]) => (transform: { width?: number; quality?: number }, format: string) => {
    const name = `${transform.width ?? 'original'}-q${transform.quality ?? ''}.${format}`
    return copies.includes(name) ? name : undefined
  }

  it('prefers the format asked for, then a wider copy, then a narrower one, then the original format', () => {
    const transform = { width: 640, quality: 60, format: 'avif' } as const
    expect(nearestCachedCopy(transform, 'avif', 'jpg', made(['480-q60.avif', '960-q60.avif']))).toBe(
      '960-q60.avif',
    )
    expect(nearestCachedCopy(transform, 'avif', 'jpg', made(['480-q60.avif', '640-q.jpg']))).toBe(
      '480-q60.avif',
    )
    expect(nearestCachedCopy(transform, 'avif', 'jpg', made(['640-q.avif', '640-q.jpg']))).toBe('640-q.avif')
    expect(nearestCachedCopy(transform, 'avif', 'jpg', made(['1280-q.jpg']))).toBe('1280-q.jpg')
    expect(nearestCachedCopy(transform, 'avif', 'jpg', made([]))).toBeUndefined()
  })

  it('keeps the width of a transform with a height, whose shape another width would change', () => {
    const transform = { width: 640, height: 640, mode: 'crop' } as const
    expect(nearestCachedCopy(transform, 'webp', 'jpg', made(['960-q.webp']))).toBeUndefined()
  })
})
