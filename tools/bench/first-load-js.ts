/**
 * First-load JS of a built site (`npm run build` first): `npx tsx tools/bench/first-load-js.ts [path...]`.
 *
 * React Router writes no Vite manifest, so the figure is taken the way a browser meets it: the
 * JS a page's server-rendered HTML loads before it is interactive (`<script src>`,
 * `modulepreload` links and the static `import`s of the inline entry script), each file gzipped
 * at level 9 and summed. Code split out with `import()` (lightboxes, sliders, popovers) is not
 * counted: it loads only when used. Figures go to stdout and reports/bench/first-load-js.json.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { freePort } from '../testing/free-port'
import { startServer } from '#tools/testing/start-server'

const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/it', '/it/prodotti/lettino-onda']
const reportFile = resolve('reports/bench/first-load-js.json')

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

async function main(): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), 'fast-fljs-'))
  const server = await startServer({ port: await freePort(), env: { VAR_DIR: scratch } })
  const rows: { path: string; files: number; rawBytes: number; gzipBytes: number }[] = []
  try {
    for (const path of paths) {
      const response = await fetch(`${server.origin}${path}`)
      const html = await response.text()
      if (!response.ok) throw new Error(`${path} answered ${response.status}`)
      let rawBytes = 0
      let gzipBytes = 0
      const files = scriptsOf(html)
      for (const url of files) {
        const body = readFileSync(join('build/client', url.split('?')[0] ?? url))
        rawBytes += body.byteLength
        gzipBytes += gzipSync(body, { level: 9 }).byteLength
      }
      rows.push({ path, files: files.length, rawBytes, gzipBytes })
    }
  } finally {
    await server.stop()
    rmSync(scratch, { recursive: true, force: true })
  }
  for (const row of rows)
    console.log(
      `${row.path.padEnd(32)} ${String(row.files).padStart(3)} files  ${(row.rawBytes / 1024).toFixed(1).padStart(7)} KB raw  ${(row.gzipBytes / 1024).toFixed(1).padStart(6)} KB gzip`,
    )
  mkdirSync(dirname(reportFile), { recursive: true })
  writeFileSync(reportFile, `${JSON.stringify({ date: new Date().toISOString(), rows }, null, 2)}\n`)
}

await main()
