import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Logger } from '#schema/logger'
import { assertSiteIsBuilt } from '#tools/testing/build-freshness'
import { type Config, loadConfig } from '#site/server/config.server'
import { type SiteServer, startSiteServer } from '#site/server/site-server.server'

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
  // A test of the built site fails, never skips, when there is nothing to test or the build is stale.
  assertSiteIsBuilt()
  const varDir = mkdtempSync(join(tmpdir(), 'fast-site-'))
  const config = loadConfig({
    VAR_DIR: varDir,
    PORT: '0',
    HOST: '127.0.0.1',
    // Every test's requests come from loopback: the render budget is only met by its own test
    // (tests/security/new-url-flood.test.ts), which sets it.
    CACHE_MISSES_PER_IP_PER_MINUTE: '1000000',
    // Many sites run in one test process: each serves /metrics on a free port of its own.
    METRICS_PORT: '0',
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
