import { loadConfig } from './config.server'
import { createLogger } from './logger.server'
import { startSiteServer } from './site-server.server'

/** How long requests in flight may take to finish after SIGTERM before they are cut. */
const drainMs = 10_000

// Starts the site with the configuration of the environment; main.ts is the process entry.
const log = createLogger()
try {
  const config = loadConfig()
  const site = await startSiteServer(config, log, { dev: process.argv.includes('--dev') })
  // SIGTERM (docker stop, a rolling deploy): stop accepting, let the requests in flight finish,
  // stop the mail worker, close the database, exit 0. Requests still running after `drainMs`
  // are cut so the process never outlives the orchestrator's grace period; that exit is 1.
  const stop = (signal: string) => {
    const started = Date.now()
    let cutShort = false
    log.info('Stopping', { signal })
    const cut = setTimeout(() => {
      cutShort = true
      log.warn('Requests still running when the drain time ran out; cutting them', { drainMs })
      site.server.closeAllConnections()
      setTimeout(() => process.exit(1), 2_000).unref()
    }, drainMs)
    cut.unref()
    site.close().then(
      () => {
        log.info('Stopped: requests finished, database closed', { signal, ms: Date.now() - started })
        process.exit(cutShort ? 1 : 0)
      },
      (error: unknown) => {
        log.error('Stopping failed', { error: error instanceof Error ? error.message : String(error) })
        process.exit(1)
      },
    )
  }
  process.once('SIGTERM', () => stop('SIGTERM'))
  process.once('SIGINT', () => stop('SIGINT'))
} catch (error) {
  log.error('The site could not start', { error: error instanceof Error ? error.message : String(error) })
  process.exit(1)
}
