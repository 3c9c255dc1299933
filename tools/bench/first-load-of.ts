import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/** The site-relative URLs of the JS files the HTML loads up front, in order, without repeats. */
export function scriptsOf(html: string): string[] {
  const found = new Set<string>()
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]*>/g)) {
    const href = /href="([^"]+)"/.exec(match[0])?.[1]
    if (href) found.add(href)
  }
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) if (match[1]) found.add(match[1])
  for (const match of html.matchAll(/import\s*(?:[^'"()]*from\s*)?["']([^"']+\.js)["']/g))
    if (match[1]) found.add(match[1])
  return [...found].filter((url) => url.startsWith('/'))
}

export type FirstLoad = {
  path: string
  files: { url: string; rawBytes: number; gzipBytes: number }[]
  rawBytes: number
  gzipBytes: number
}

/**
 * The first-load JS of one page of a running built site: the files its HTML loads before it is
 * interactive, read from `build/client` and gzipped at level 9.
 */
export async function firstLoadOf(
  origin: string,
  path: string,
  clientDir = 'build/client',
): Promise<FirstLoad> {
  const response = await fetch(`${origin}${path}`)
  const html = await response.text()
  if (!response.ok) throw new Error(`${path} answered ${response.status}`)
  const files = scriptsOf(html).map((url) => {
    const body = readFileSync(join(clientDir, url.split('?')[0] ?? url))
    return { url, rawBytes: body.byteLength, gzipBytes: gzipSync(body, { level: 9 }).byteLength }
  })
  return {
    path,
    files,
    rawBytes: files.reduce((sum, file) => sum + file.rawBytes, 0),
    gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
  }
}

/** Map code (maplibre, mapbox-gl): allowed only in the stores route's lazy chunks. */
export function isMapCode(url: string, clientDir = 'build/client'): boolean {
  if (/map(box|libre)/i.test(url)) return true
  const text = readFileSync(join(clientDir, url.split('?')[0] ?? url), 'utf8')
  return text.includes('MapLibre') || text.includes('api.mapbox.com') || text.includes('mapboxgl')
}
