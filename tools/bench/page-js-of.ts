import { gzipSync } from 'node:zlib'
import type { Browser } from 'playwright-core'

/** Every script a page requested in a real browser, with no input, in the first `quietMs` after load. */
export type PageJs = {
  path: string
  files: { url: string; rawBytes: number; gzipBytes: number }[]
  gzipBytes: number
}

/**
 * Opens `path` in Chromium at a phone's size, waits for `load` and then `quietMs` more without
 * any input (no hover, no scroll, no focus), and sums every JavaScript file the page requested,
 * whoever asked for it: the first load, what hydration imports, idle prefetches. Sizes are the
 * bodies gzipped at level 9, whatever encoding the server used, so figures compare across builds.
 */
export async function pageJsOf(
  browser: Browser,
  origin: string,
  path: string,
  quietMs = 5_000,
): Promise<PageJs> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  })
  try {
    const page = await context.newPage()
    const bodies = new Map<string, Promise<Buffer | undefined>>()
    page.on('response', (response) => {
      const request = response.request()
      if (request.resourceType() !== 'script' && !/\.m?js(\?|$)/.test(request.url())) return
      if (!bodies.has(request.url()))
        bodies.set(
          request.url(),
          response.body().catch(() => undefined),
        )
    })
    const answer = await page.goto(`${origin}${path}`, { waitUntil: 'load' })
    if (!answer?.ok()) throw new Error(`${path} answered ${answer?.status() ?? 'nothing'}`)
    await page.waitForTimeout(quietMs)
    const files = await Promise.all(
      [...bodies].map(async ([url, body]) => {
        const bytes = (await body) ?? Buffer.alloc(0)
        return {
          url: url.replace(origin, ''),
          rawBytes: bytes.byteLength,
          gzipBytes: gzipSync(bytes, { level: 9 }).byteLength,
        }
      }),
    )
    return { path, files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0) }
  } finally {
    await context.close()
  }
}
