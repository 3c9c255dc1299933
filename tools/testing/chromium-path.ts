import { accessSync, constants } from 'node:fs'

/** Debian's Chromium; Playwright never downloads a browser here (docs/architecture.md, Stack: tests). */
export const defaultChromiumPath = '/usr/bin/chromium'

/**
 * How every tool here starts Chromium: no sandbox (root in CI), no GPU, and none of the background
 * calls to Google's services, which this machine's closed network refuses.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
] as const

/**
 * The Chromium executable the browser tests drive: `CHROMIUM_PATH`, else Debian's.
 * Throws, saying how to install it, when there is no executable at that path.
 *
 * @example
 * launchOptions: { executablePath: chromiumPath() }
 */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  const path = env['CHROMIUM_PATH'] || defaultChromiumPath
  try {
    accessSync(path, constants.X_OK)
  } catch {
    throw new Error(
      `Chromium not found at ${path}. Install it with \`apt-get install -y chromium\` ` +
        '(or point CHROMIUM_PATH at a Chromium executable). Playwright never downloads a browser here.',
    )
  }
  return path
}
