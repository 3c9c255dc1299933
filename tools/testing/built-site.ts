import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Logger } from '#schema/logger'
import { type Config, loadConfig } from '#site/server/config.server'
import { type SiteServer, startSiteServer } from '#site/server/site-server.server'

/** Whether `npm run build` has run: `npm test` builds first, a bare `vitest run` may not have. */
export const siteIsBuilt = existsSync('build/server/index.js') && existsSync('build/client/assets')

/** A logger that says nothing: a test reads answers, not logs. */
export const quietLog: Logger = { info: () => {}, warn: () => {}, error: () => {} }

/** The built site started in this process, with the configuration it was given. */
export type BuiltSite = SiteServer & {
  config: Config
  /** Closes the server and removes its VAR_DIR. */
  stop(): Promise<void>
}

/**
 * The built site in this test's process, as `npm run serve` starts it, on a free loopback port
 * with a fresh VAR_DIR of its own; `env` adds or overrides variables.
 */
export async function startBuiltSite(
  env: Record<string, string> = {},
  log: Logger = quietLog,
): Promise<BuiltSite> {
  // A test of the built site fails, never skips, when there is nothing to test.
  if (!siteIsBuilt) throw new Error('The site is not built: run npm run build first')
  const varDir = mkdtempSync(join(tmpdir(), 'fast-site-'))
  const config = loadConfig({
    VAR_DIR: varDir,
    PORT: '0',
    HOST: '127.0.0.1',
    // Every test's requests come from loopback: the render budget is only met by its own test
    // (tools/security/new-url-flood.test.ts), which sets it.
    CACHE_MISSES_PER_IP_PER_MINUTE: '1000000',
    ...env,
  })
  const site = await startSiteServer(config, log)
  return {
    ...site,
    config,
    stop: async () => {
      try {
        await site.close()
      } finally {
        rmSync(varDir, { recursive: true, force: true })
      }
    },
  }
}
