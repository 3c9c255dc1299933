import { accessSync, constants } from 'node:fs'
import { fileURLToPath } from 'node:url'

/**
 * Debian's Chromium, the full browser (headed runs, Lighthouse), and its headless shell, which
 * Playwright's headless runs start (decision 062). Playwright never downloads a browser here
 * (docs/architecture.md, Stack: tests).
 */
export const debianChromium = '/usr/bin/chromium'
export const debianHeadlessShell = '/usr/bin/chromium-headless-shell'

/**
 * How every tool here starts Chromium: no sandbox (root in CI), no GPU, none of the background
 * calls to Google's services, and no host but this machine's: a page's outside resources (the
 * every-block page embeds an OpenStreetMap iframe) fail at once instead of waiting on a closed
 * network's DNS, which held a page's load event past a test's 30 s in CI.
 *
 * Nor the full browser's own work that no test sees (decision 060): each context's window
 * preloads its address bar's two WebUI popups in a renderer of their own, and Chromium starts a
 * spare renderer for a next navigation that, in a context of its own, never uses it. The headless
 * shell has neither; the list is for the full browser. `chromium.sh` joins it with Playwright's.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,SpareRendererForSitePerProcess',
] as const

/**
 * The browsers `chromium.sh` may start: `CHROMIUM_PATH` alone when it is set, else Debian's full
 * browser and its headless shell. Throws, saying how to install them, when one is missing.
 */
export function chromiumPaths(env: NodeJS.ProcessEnv = process.env): string[] {
  const chosen = env['CHROMIUM_PATH']
  const paths = chosen ? [chosen] : [debianChromium, debianHeadlessShell]
  for (const path of paths) {
    try {
      accessSync(path, constants.X_OK)
    } catch {
      throw new Error(
        `Chromium not found at ${path}. Install Debian's with \`apt-get install -y chromium chromium-headless-shell\` ` +
          '(or point CHROMIUM_PATH at a Chromium executable). Playwright never downloads a browser here.',
      )
    }
  }
  return paths
}

/**
 * What a tool launches: `chromium.sh`, which starts the headless shell for Playwright's headless
 * runs and the full browser otherwise, with one list of disabled features. Throws, as
 * `chromiumPaths()` does, when a browser is missing.
 *
 * @example
 * launchOptions: { executablePath: chromiumExecutable(), args: [...chromiumArgs] }
 */
export function chromiumExecutable(): string {
  // The script reads CHROMIUM_PATH from the environment it is started with: check that one.
  chromiumPaths(process.env)
  return fileURLToPath(new URL('./chromium.sh', import.meta.url))
}
