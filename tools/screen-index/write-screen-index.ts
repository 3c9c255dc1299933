/*
 * `npm run codegen` step: writes what the browser and the embedded CMS read of the screen
 * declarations (screen-index.ts) to schema/generated/, ignored by git. screen-index.test.ts fails
 * when they are stale.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { screenDeclarations } from '#schema/screen-declarations.server'
import { screenIndexFiles } from './screen-index'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')

for (const [file, text] of Object.entries(screenIndexFiles(screenDeclarations))) {
  const target = path.join(root, file)
  await mkdir(path.dirname(target), { recursive: true })
  const old = await readFile(target, 'utf8').catch(() => '')
  // Unchanged files keep their timestamps, so watchers and incremental tsc do not rerun for nothing.
  if (old !== text) await writeFile(target, text)
}
