import { expect } from '@playwright/test'
import type { Page } from '@playwright/test'

/**
 * Resolves once the page has had no request in flight, and none started or ended, for `quietMs`:
 * the condition "everything this step asked for has come" (Playwright's own `networkidle` is met
 * at once after the first load, so it cannot serve after an interaction). Fails past `timeoutMs`.
 */
export async function networkSettled(page: Page, quietMs = 500, timeoutMs = 20_000): Promise<void> {
  let inFlight = 0
  let lastChange = Date.now()
  const started = () => {
    inFlight += 1
    lastChange = Date.now()
  }
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1)
    lastChange = Date.now()
  }
  page.on('request', started)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  try {
    await expect
      .poll(() => inFlight === 0 && Date.now() - lastChange >= quietMs, {
        message: `no request for ${quietMs} ms`,
        timeout: timeoutMs,
        intervals: [100],
      })
      .toBe(true)
  } finally {
    page.off('request', started)
    page.off('requestfinished', ended)
    page.off('requestfailed', ended)
  }
}

/** Resolves after the browser has painted `count` more frames (a resize or a class change applied). */
export async function framesPainted(page: Page, count = 2): Promise<void> {
  await page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        const next = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)))
        next(frames)
      }),
    count,
  )
}

/**
 * Resolves once the transitions and animations running now have ended: two frames first, so one
 * that the last scroll or state change starts has begun. Endless ones (a spinner) are not waited
 * for. A colour read mid-transition (a header sliding away) is neither its start nor its end.
 */
export async function animationsFinished(page: Page): Promise<void> {
  await framesPainted(page)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ).then(() => undefined),
  )
}
