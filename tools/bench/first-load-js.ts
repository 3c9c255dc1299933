/**
 * First-load JS of a built site (`npm run build` first): `npx tsx tools/bench/first-load-js.ts [path...]`.
 *
 * React Router writes no Vite manifest, so the figure is taken the way a browser meets it: the
 * JS a page's server-rendered HTML loads before it is interactive (`<script src>`,
 * `modulepreload` links and the static `import`s of the inline entry script), each file gzipped
 * at level 9 and summed. Code split out with `import()` (lightboxes, sliders, popovers) is not
 * counted: it loads only when used. Figures go to stdout and reports/bench/first-load-js.json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { freePort } from '../testing/free-port'
import { firstLoadOf } from './first-load-of'
import { startServer } from '#tools/testing/start-server'

const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/it', '/it/prodotti/lettino-onda']
const reportFile = resolve('reports/bench/first-load-js.json')

async function main(): Promise<void> {
  const scratch = mkdtempSync(join(tmpdir(), 'fast-fljs-'))
  const server = await startServer({ port: await freePort(), env: { VAR_DIR: scratch } })
  const rows: { path: string; files: number; rawBytes: number; gzipBytes: number }[] = []
  try {
    for (const path of paths) {
      const load = await firstLoadOf(server.origin, path)
      rows.push({ path, files: load.files.length, rawBytes: load.rawBytes, gzipBytes: load.gzipBytes })
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
