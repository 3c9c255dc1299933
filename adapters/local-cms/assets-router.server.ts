import { mkdir, rename, stat } from 'node:fs/promises'
import path from 'node:path'
import express from 'express'
import sharp from 'sharp'

/** A public asset file the router may serve, by its filename. */
export interface PublicFile {
  path: string
  version: string
  kind: string
}

/** A resize request, read from `?width=&height=&mode=&format=&quality=` (Craft's transform options). */
export interface Transform {
  width?: number
  height?: number
  mode?: 'crop' | 'fit' | 'stretch'
  format?: 'jpg' | 'png' | 'webp' | 'avif'
  quality?: number
}

const maxSide = 4000
const yearInMs = 365 * 24 * 60 * 60 * 1000

/**
 * `GET /assets/<filename>`: public asset files, resized on request and cached on disk. Only
 * filenames of public seed assets are looked up, so no path a client sends reaches the disk.
 */
export function assetsRouter(files: Map<string, PublicFile>, cacheDir: string): express.Router {
  const router = express.Router()
  const pending = new Map<string, Promise<void>>()

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
      const options = {
        maxAge: yearInMs,
        immutable: true,
        dotfiles: 'allow' as const,
        headers: { 'X-Content-Type-Options': 'nosniff' },
      }
      if (file.kind !== 'image' || /\.svg$/i.test(name) || Object.keys(transform).length === 0) {
        res.sendFile(file.path, options)
        return
      }
      const extension = transform.format ?? (/\.png$/i.test(name) ? 'png' : 'jpg')
      const key = [
        name.replace(/\.[^.]+$/, ''),
        file.version,
        `w${transform.width ?? ''}`,
        `h${transform.height ?? ''}`,
        transform.mode ?? 'crop',
        `q${transform.quality ?? ''}`,
      ].join('-')
      const cached = path.join(cacheDir, `${key}.${extension}`)
      if (!(await exists(cached))) {
        // Two requests for the same size share one resize.
        let work = pending.get(cached)
        if (work === undefined) {
          work = resize(file.path, cached, transform, extension).finally(() => pending.delete(cached))
          pending.set(cached, work)
        }
        await work
      }
      res.sendFile(cached, options)
    } catch (error) {
      next(error)
    }
  })
  return router
}

async function resize(
  source: string,
  target: string,
  transform: Transform,
  format: NonNullable<Transform['format']>,
): Promise<void> {
  await mkdir(path.dirname(target), { recursive: true })
  const fit =
    transform.width !== undefined && transform.height !== undefined
      ? ({ crop: 'cover', fit: 'inside', stretch: 'fill' } as const)[transform.mode ?? 'crop']
      : 'inside'
  const quality = transform.quality ?? 80
  const image = sharp(source)
    .rotate()
    .resize({ width: transform.width, height: transform.height, fit, withoutEnlargement: true })
  const encoded =
    format === 'png'
      ? image.png()
      : format === 'webp'
        ? image.webp({ quality })
        : format === 'avif'
          ? image.avif({ quality })
          : image.jpeg({ quality })
  const temporary = `${target}.${process.pid}.${Date.now()}.tmp`
  await encoded.toFile(temporary)
  await rename(temporary, target)
}

/** Resized sides are multiples of this (px). */
export const sizeStep = 80

/** The transform in a query string, or a message saying what is wrong with it. */
export function readTransform(query: Record<string, unknown>): Transform | string {
  const transform: Transform = {}
  for (const side of ['width', 'height'] as const) {
    const value = query[side]
    if (value === undefined) continue
    const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN
    if (!(number >= 1 && number <= maxSide)) return `${side} must be a whole number from 1 to ${maxSide}`
    // Sizes go up to the next step, so the resize cache holds a few sizes per image, not any
    // number a visitor cares to ask for.
    transform[side] = Math.min(maxSide, Math.ceil(number / sizeStep) * sizeStep)
  }
  const { mode, format, quality } = query
  if (mode !== undefined) {
    if (mode !== 'crop' && mode !== 'fit' && mode !== 'stretch') return 'mode must be crop, fit or stretch'
    transform.mode = mode
  }
  if (format !== undefined) {
    if (format !== 'jpg' && format !== 'png' && format !== 'webp' && format !== 'avif')
      return 'format must be jpg, png, webp or avif'
    transform.format = format
  }
  if (quality !== undefined) {
    const number = typeof quality === 'string' && /^\d+$/.test(quality) ? Number(quality) : NaN
    if (!(number >= 1 && number <= 100)) return 'quality must be a whole number from 1 to 100'
    transform.quality = Math.ceil(number / 10) * 10
  }
  return transform
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  )
}
