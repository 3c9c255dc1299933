import type { Logger } from '#schema/logger'

/** One JSON line per event on stdout/stderr, which is what log collectors read. */
export function createLogger(options: { quiet?: boolean } = {}): Logger {
  const write = (level: 'info' | 'warn' | 'error', message: string, fields?: Record<string, unknown>) => {
    if (options.quiet && level === 'info') return
    const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...fields })
    if (level === 'info') process.stdout.write(`${line}\n`)
    else process.stderr.write(`${line}\n`)
  }
  return {
    info: (message, fields) => write('info', message, fields),
    warn: (message, fields) => write('warn', message, fields),
    error: (message, fields) => write('error', message, fields),
  }
}
