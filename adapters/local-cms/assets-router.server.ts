import { mkdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import express from 'express'
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'
import { addressKeyOf } from '#adapters/accounts/address-key'
import type Sharp from 'sharp'
import {
  defaultImageQuality,
  imageFormats,
  imageQualities,
  imageWidths,
  snapImageWidth,
  type ImageFormat,
  type ImageQuality,
  type ImageWidth,
} from '#schema/image-widths'
import { openImageDiskCache } from './image-disk-cache.server'
import { createResizeQueue, ResizeQueueFull } from './resize-queue'

/** A public asset file the router may serve, by its filename. */
export interface PublicFile {
  path: string
  version: string
  kind: string
}

/**
 * A resize request, read from `?width=&height=&mode=&format=&quality=` (Craft's transform
 * options), sides on the ladder of schema/image-widths.ts.
 */
export interface Transform {
  width?: ImageWidth
  height?: ImageWidth
  mode?: 'crop' | 'fit' | 'stretch'
  format?: ImageFormat
  quality?: ImageQuality
}

export type AssetsRouterOptions = {
  /** Where resized copies are kept. */
  cacheDir: string
  /** Disk the resized copies may take (IMAGE_CACHE_MAX_MB). */
  cacheMaxBytes: number
  /** Resizes at once and waiting; past the line, a stand-in copy (docs/security.md). */
  queue?: { concurrency: number; maxWaiting: number }
  /** Resizes one address may start per minute; 60 by default (a few pages on a cold cache). */
  resizesPerMinute?: number
}

const maxSide = 100_000
const yearInMs = 365 * 24 * 60 * 60 * 1000

/**
 * `GET /assets/<filename>`: public asset files, resized on request and cached on disk. Only
 * filenames of public seed assets are looked up, so no path a client sends reaches the disk.
 * What a request costs is bounded (docs/security.md): sides snap to the width ladder, formats
 * and qualities come from a short list (anything else is a 400), resizes run one at a time
 * behind a short waiting line, and the resized copies take at most `cacheMaxBytes` of disk, the
 * least recently used going first. A resize refused (the line is full, or the address spent its
 * resizes for the minute) is answered at once with a stand-in, uncached: the nearest copy already
 * made, else the original file. A page's `<picture>` (AVIF, WebP, the original) so never shows a
 * broken image on a cold cache, and a flood costs bytes sent, not CPU.
 */
export async function assetsRouter(
  files: Map<string, PublicFile>,
  options: AssetsRouterOptions,
): Promise<express.Router> {
  const queue = createResizeQueue(options.queue ?? { concurrency: 1, maxWaiting: 8 })
  const cache = await openImageDiskCache(options.cacheDir, options.cacheMaxBytes)
  const router = express.Router()
  const pending = new Map<string, Promise<void>>()
  // Per process, like the queue it shares out: one address cannot keep the resizer to itself.
  const perAddress = new RateLimiterMemory({
    keyPrefix: 'resizesPerAddress',
    points: options.resizesPerMinute ?? 60,
    duration: 60,
  })

  router.get('/assets/*file', async (req, res, next) => {
    try {
      const name = decodeURIComponent(req.path.slice('/assets/'.length))
      const file = files.get(name)
      if (file === undefined) {
        res.status(404).type('text/plain').send('Not found')
        return
      }
      const transform = readTransform(req.query)
      if (typeof transform === 'string') {
        res.status(400).type('text/plain').send(transform)
        return
      }
      const sendOptions = {
        maxAge: yearInMs,
        immutable: true,
        dotfiles: 'allow' as const,
        headers: { 'X-Content-Type-Options': 'nosniff' },
      }
      if (file.kind !== 'image' || /\.svg$/i.test(name) || Object.keys(transform).length === 0) {
        res.sendFile(file.path, sendOptions)
        return
      }
      const extension = transform.format ?? originalFormat(name)
      const cachedPath = (of: Transform, format: ImageFormat) =>
        path.join(options.cacheDir, `${cacheKey(name, file.version, of)}.${format}`)
      const cached = cachedPath(transform, extension)
      // Not resized now (the line is full, or this address spent its resizes): the nearest copy
      // already made, else the original, uncached, so a browser asks again later. A `<picture>`
      // source of any format then still shows a picture: browsers decode an image by its bytes.
      const refuse = () => {
        const nearest = nearestCachedCopy(transform, extension, originalFormat(name), (of, format) => {
          const candidate = cachedPath(of, format)
          return cache.has(candidate) ? candidate : undefined
        })
        res.set('Cache-Control', 'no-store')
        res.sendFile(
          nearest ?? file.path,
          { ...sendOptions, immutable: false, cacheControl: false },
          (sent?: NodeJS.ErrnoException) => {
            if (sent && sent.code !== 'ECONNABORTED' && !res.headersSent) next(sent)
          },
        )
      }
      let kept = true
      if (!cache.has(cached)) {
        // Two requests for the same size share one resize, and one place in the queue.
        let work = pending.get(cached)
        if (work === undefined) {
          const wait = await spend(perAddress, addressKeyOf(req))
          if (wait > 0) {
            refuse()
            return
          }
          work = queue
            .run(() => resize(file.path, cached, transform, extension))
            .then(async () => {
              kept = await cache.add(cached, (await stat(cached)).size)
            })
            .finally(() => pending.delete(cached))
          pending.set(cached, work)
        }
        try {
          await work
        } catch (error) {
          if (!(error instanceof ResizeQueueFull)) throw error
          refuse()
          return
        }
      }
      res.sendFile(cached, sendOptions, (error?: NodeJS.ErrnoException) => {
        // Larger than the whole cache: sent once, not kept.
        if (!kept) void rm(cached, { force: true })
        // Sent, or the visitor left first (a page closed while its pictures load): the copy stays.
        if (!error || error.code === 'ECONNABORTED') return
        // Gone from the disk (evicted as it was sent, or removed by hand): made again next time.
        if (error.code === 'ENOENT') cache.forget(cached)
        if (!res.headersSent) next(error)
      })
    } catch (error) {
      next(error)
    }
  })
  return router
}

/** The file name (less the extension) of a resized copy. */
function cacheKey(name: string, version: string, transform: Transform): string {
  return [
    name.replace(/\.[^.]+$/, ''),
    version,
    `w${transform.width ?? ''}`,
    `h${transform.height ?? ''}`,
    transform.mode ?? 'crop',
    `q${transform.quality ?? ''}`,
  ].join('-')
}

/**
 * The first copy `found` has of what stands in best for `transform` in `format`: the format asked
 * for before the original one, the quality asked for before the default, the width asked for,
 * then the next wider ones (sharp, not blurry), then the narrower ones. A transform with a height
 * keeps its sides: another width would change its shape.
 */
export function nearestCachedCopy<T>(
  transform: Transform,
  format: ImageFormat,
  original: ImageFormat,
  found: (transform: Transform, format: ImageFormat) => T | undefined,
): T | undefined {
  const width = transform.width
  const widths: (ImageWidth | undefined)[] =
    width === undefined || transform.height !== undefined
      ? [width]
      : [
          width,
          ...imageWidths.filter((step) => step > width),
          ...imageWidths.filter((step) => step < width).reverse(),
        ]
  for (const candidateFormat of new Set([format, original]))
    for (const quality of new Set([transform.quality, undefined]))
      for (const candidateWidth of widths) {
        const copy = found({ ...transform, width: candidateWidth, quality }, candidateFormat)
        if (copy !== undefined) return copy
      }
  return undefined
}

let sharpLoading: Promise<typeof Sharp> | undefined

/** sharp (libvips) loads at the first resize, not at every start (tools/bench: start-up time). */
function loadSharp(): Promise<typeof Sharp> {
  return (sharpLoading ??= import('sharp').then(({ default: sharp }) => {
    // One libvips thread per resize: a resize then holds one thread of libuv's pool (the queue
    // runs one at a time), and files, password hashes and DNS keep the others.
    sharp.concurrency(1)
    return sharp
  }))
}

async function resize(
  source: string,
  target: string,
  transform: Transform,
  format: ImageFormat,
): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true })
  const fit =
    transform.width !== undefined && transform.height !== undefined
      ? ({ crop: 'cover', fit: 'inside', stretch: 'fill' } as const)[transform.mode ?? 'crop']
      : 'inside'
  const quality = transform.quality ?? defaultImageQuality
  const sharp = await loadSharp()
  const image = sharp(source)
    .rotate()
    .resize({ width: transform.width, height: transform.height, fit, withoutEnlargement: true })
  const encoded =
    format === 'png'
      ? image.png()
      : format === 'webp'
        ? image.webp({ quality })
        : format === 'avif'
          ? // sharp's default effort (4) took seconds per picture; 2 is several times faster.
            image.avif({ quality, effort: 2 })
          : image.jpeg({ quality })
  const temporary = `${target}.${process.pid}.${Date.now()}.tmp`
  try {
    await encoded.toFile(temporary)
    await rename(temporary, target)
  } catch (error) {
    await rm(temporary, { force: true })
    throw error
  }
}

/** The transform in a query string, or a message saying what is wrong with it. */
function readTransform(query: Record<string, unknown>): Transform | string {
  const transform: Transform = {}
  for (const side of ['width', 'height'] as const) {
    const value = query[side]
    if (value === undefined) continue
    const number = typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : NaN
    if (!(number >= 1 && number <= maxSide)) return `${side} must be a whole number from 1 to ${maxSide}`
    // Sides snap to the ladder, so the resize cache holds a few sizes per image, not any number
    // a visitor cares to ask for.
    transform[side] = snapImageWidth(number)
  }
  const { mode, format, quality } = query
  if (mode !== undefined) {
    if (mode !== 'crop' && mode !== 'fit' && mode !== 'stretch') return 'mode must be crop, fit or stretch'
    transform.mode = mode
  }
  if (format !== undefined) {
    const known = imageFormats.find((candidate) => candidate === format)
    if (known === undefined) return `format must be ${listed(imageFormats)}`
    transform.format = known
  }
  if (quality !== undefined) {
    const known = imageQualities.find((candidate) => String(candidate) === quality)
    if (known === undefined) return `quality must be ${listed(imageQualities)}`
    transform.quality = known
  }
  return transform
}

/** Spends a point of `key`; the seconds to wait if none was left, else 0. */
async function spend(limiter: RateLimiterMemory, key: string): Promise<number> {
  try {
    await limiter.consume(key)
    return 0
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))
    throw rejection
  }
}

function originalFormat(name: string): ImageFormat {
  return /\.png$/i.test(name) ? 'png' : 'jpg'
}

function listed(values: readonly (string | number)[]): string {
  return `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`
}
