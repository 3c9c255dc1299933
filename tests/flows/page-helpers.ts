import { expect } from '@playwright/test'
import type { Page } from '@playwright/test'

export const desktopViewport = { width: 1366, height: 800 }
export const phoneViewport = { width: 390, height: 844 }

/** Opens `path` and waits until React has hydrated (the header's machines run from then on). */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await expect(page.locator('header[data-state]')).toHaveAttribute('data-state', /clear|solid|hidden|active/)
  await page.waitForFunction(() => 'dataLayer' in window)
}

/** Resizes the window, as a person widening it or turning a tablet, only when it differs. */
export async function resizeWindow(page: Page, size: { width: number; height: number }): Promise<void> {
  const now = page.viewportSize()
  if (now?.width !== size.width || now.height !== size.height) await page.setViewportSize(size)
}

/** The page scroll is locked while an overlay is open (spec 2). */
export async function expectScrollLocked(page: Page, locked: boolean): Promise<void> {
  const html = page.locator('html')
  if (locked) await expect(html).toHaveCSS('overflow', 'hidden')
  else await expect(html).not.toHaveCSS('overflow', 'hidden')
}

/** A request the page made and the flow holds, as a slow network would, until it decides the answer. */
export type HeldRequest = {
  /** Lets it reach the real server. */
  release: (changes?: { postData?: string }) => Promise<void>
  /** The network fails (the browser's fetch rejects). */
  fail: () => Promise<void>
  /** Answers in place of the server, for answers the server gives only in rare conditions. */
  answer: (status: number, body: unknown) => Promise<void>
  postData: string | null
}

/** Holds every request to `pattern`; `latest()` waits for the last one not settled yet. */
export async function holdRequests(page: Page, pattern: RegExp) {
  const held: HeldRequest[] = []
  await page.route(pattern, (route) => {
    const settle = (run: () => Promise<void>) => run().catch(() => undefined)
    held.push({
      postData: route.request().postData(),
      release: (changes) =>
        settle(() => route.continue(changes?.postData ? { postData: changes.postData } : {})),
      fail: () => settle(() => route.abort('failed')),
      answer: (status, body) =>
        settle(() => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) })),
    })
  })
  return {
    async latest(): Promise<HeldRequest> {
      await expect.poll(() => held.length, { message: `a request to ${String(pattern)}` }).toBeGreaterThan(0)
      const request = held.pop()
      if (!request) throw new Error(`no request to ${String(pattern)} is held`)
      // Older ones were replaced by this one (a newer search): let them go.
      for (const older of held.splice(0)) await older.release()
      return request
    },
  }
}
