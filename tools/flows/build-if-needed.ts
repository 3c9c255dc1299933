import { execFileSync } from 'node:child_process'
import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

// `npm run test:flows` tests the built server: build when there is none, or when a source file
// changed since (a stale build would test yesterday's page).
const built = 'build/server/index.js'
const sources = ['site', 'machines', 'renderers', 'runtime', 'schema', 'adapters']

function newestChange(folder: string): number {
  let newest = 0
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) newest = Math.max(newest, newestChange(path))
    else newest = Math.max(newest, statSync(path).mtimeMs)
  }
  return newest
}

const builtAt = statSync(built, { throwIfNoEntry: false })?.mtimeMs ?? 0
const changedAt = Math.max(...sources.map(newestChange))
if (changedAt > builtAt) {
  console.log(builtAt === 0 ? 'No build yet: building.' : 'Sources changed since the last build: building.')
  execFileSync('npm', ['run', 'build'], { stdio: 'inherit' })
}
