import { createHash } from 'node:crypto'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { GraphQLSchema } from 'graphql'
import type { Seed } from './load-seed.server'
import { validateSeed } from './validate-seed.server'

/**
 * Checks the seed (validateSeed) unless this var folder records a pass for the same seed content
 * and SDL: a restart does not check again what it checked last time (tools/bench: start-up time).
 * Any edit to a seed file or to the SDL changes the key, so it is checked again. A change to the
 * rules alone is caught by the test that checks the shipped seed (validate-seed.server.test.ts).
 */
export async function checkSeedOnce(
  seed: Seed,
  schema: GraphQLSchema,
  sdl: string,
  varDir: string,
): Promise<void> {
  const record = path.join(varDir, 'cms', 'seed-checked')
  const key = createHash('sha256').update(seed.version).update('\0').update(sdl).digest('hex')
  if ((await readFile(record, 'utf8').catch(() => '')) === key) return
  validateSeed(seed, schema)
  await mkdir(path.dirname(record), { recursive: true })
  await writeFile(record, key)
}
