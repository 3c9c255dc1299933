import type { Logger } from '#schema/logger'

/** A line a server logged, as a test reads it back. */
export type LoggedLine = { level: keyof Logger; message: string }

/** A logger that keeps every line in `lines`, for a test that checks what the server said. */
export function recordingLog(lines: LoggedLine[]): Logger {
  return {
    info: (message) => lines.push({ level: 'info', message }),
    warn: (message) => lines.push({ level: 'warn', message }),
    error: (message) => lines.push({ level: 'error', message }),
  }
}
