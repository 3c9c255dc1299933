import { loadConfig } from './config.server'
import { createLogger } from './logger.server'
import { startSiteServer } from './site-server.server'

// Starts the site with the configuration of the environment; main.ts is the process entry.
const log = createLogger()
try {
  const config = loadConfig()
  const site = await startSiteServer(config, log, { dev: process.argv.includes('--dev') })
  const stop = (signal: string) => {
    log.info('Stopping', { signal })
    site.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.once('SIGTERM', () => stop('SIGTERM'))
  process.once('SIGINT', () => stop('SIGINT'))
} catch (error) {
  log.error('The site could not start', { error: error instanceof Error ? error.message : String(error) })
  process.exit(1)
}
