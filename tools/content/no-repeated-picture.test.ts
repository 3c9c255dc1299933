import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBuiltSite } from '#tools/testing/built-site'
import type { BuiltSite } from '#tools/testing/built-site'

/**
 * No picture shows twice on one page (home showed the same lounger twice; Onda's hero was its first
 * product card). Every page the sitemap lists, in both languages, is rendered by the built site,
 * and each `<img>` is reduced to the picture it shows: two sizes or formats of one file are one
 * picture, and so are two seed files drawn from the same art (motif and palette: the same lounger
 * in the same colours, only cropped otherwise), as a visitor sees them.
 */

type SeedAsset = { filename: string; art?: { motif: string; palette: string[] } }

/** What a seed file shows: its art when it is drawn, else the file itself. */
function pictureOfFile(): Map<string, string> {
  const seed = JSON.parse(readFileSync('adapters/local-cms/seed/assets.json', 'utf8')) as {
    assets: SeedAsset[]
  }
  return new Map(
    seed.assets.map(({ filename, art }) => [
      filename,
      art ? `${art.motif} ${art.palette.join(' ')}` : filename,
    ]),
  )
}

/** The CMS asset an `<img>` shows, from its `src` (or the first `srcset` candidate). */
function assetOf(imgTag: string): string | undefined {
  const attribute = (name: string) =>
    new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(imgTag)?.[1]?.replaceAll('&amp;', '&')
  const source = attribute('src') || attribute('srcSet')?.trim().split(/\s+/)[0]
  if (!source || source.startsWith('data:')) return undefined
  const url = new URL(source, 'http://site.invalid')
  return url.pathname.startsWith('/cms/assets/') ? url.pathname : undefined
}

/**
 * The pictures that show more than once in `html`, each named by the files that show it;
 * `pictureOf` tells what a file shows (by default, the file itself).
 */
function repeatedPictures(html: string, pictureOf: Map<string, string> = new Map()): string[] {
  const files = new Map<string, string[]>()
  for (const tag of html.match(/<img\b[^>]*>/gi) ?? []) {
    const asset = assetOf(tag)
    if (!asset) continue
    const file = asset.slice('/cms/assets/'.length)
    const picture = pictureOf.get(file) ?? file
    files.set(picture, [...(files.get(picture) ?? []), file])
  }
  return [...files.values()].filter((shown) => shown.length > 1).map((shown) => shown.join(' and '))
}

describe('repeatedPictures', () => {
  it('counts two sizes of one asset as one picture and ignores other images', () => {
    const html = [
      '<img src="/cms/assets/onda.jpg?width=800&amp;format=webp" alt="Onda"/>',
      '<img srcSet="/cms/assets/onda.jpg?width=400 400w, /cms/assets/onda.jpg?width=800 800w" alt="Onda"/>',
      '<img src="/cms/assets/riva.jpg?width=400" alt="Riva"/>',
      '<img src="/logo.svg" alt="Fast"/><img src="/logo.svg" alt="Fast"/>',
    ].join('')
    expect(repeatedPictures(html)).toEqual(['onda.jpg and onda.jpg'])
  })

  it('counts two files drawn from the same art as one picture', () => {
    const html = '<img src="/cms/assets/a.jpg" alt=""/><img src="/cms/assets/b.jpg" alt=""/>'
    const pictureOf = new Map([
      ['a.jpg', 'lounger #fff'],
      ['b.jpg', 'lounger #fff'],
    ])
    expect(repeatedPictures(html, pictureOf)).toEqual(['a.jpg and b.jpg'])
  })
})

describe('every sitemap page', () => {
  let site: BuiltSite

  beforeAll(async () => {
    site = await startBuiltSite()
  })
  afterAll(async () => {
    await site?.stop()
  })

  it('shows each picture at most once, in both languages', { timeout: 240_000 }, async () => {
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text()
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname)
    expect(paths.some((path) => path.startsWith('/it'))).toBe(true)
    expect(paths.some((path) => path.startsWith('/en'))).toBe(true)
    const pictureOf = pictureOfFile()
    const problems: string[] = []
    for (const path of paths) {
      const response = await fetch(`${site.url}${path}`)
      expect(response.status, path).toBe(200)
      for (const repeated of repeatedPictures(await response.text(), pictureOf))
        problems.push(`${path} shows one picture twice: ${repeated}`)
    }
    expect(problems).toEqual([])
  })
})
