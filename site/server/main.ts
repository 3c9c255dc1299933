import { loadConfig } from './config.server'
import { createLogger } from './logger.server'
import { startSiteServer } from './site-server.server'

// The process entry: `npm start` (production build) and `npm run dev` (Vite with HMR).
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
