import { accessSync, constants } from 'node:fs'

/** Debian's Chromium; Playwright never downloads a browser here (docs/architecture.md, Stack: tests). */
export const defaultChromiumPath = '/usr/bin/chromium'

/**
 * How every tool here starts Chromium: no sandbox (root in CI), no GPU, none of the background
 * calls to Google's services, and no host but this machine's: a page's outside resources (the
 * every-block page embeds an OpenStreetMap iframe) fail at once instead of waiting on a closed
 * network's DNS, which held a page's load event past a test's 30 s in CI.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
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
