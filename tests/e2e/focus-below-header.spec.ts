import { expect, test, type Page } from '@playwright/test'
import { largeTextPx, setLargeText } from '#tests/a11y/large-text'
import { gotoHydrated } from './hydrated'

// WCAG 2.2 2.4.11 Focus not obscured (decision 042): with a phone's large-text setting the header
// wrapped to 545 px and came back on every scroll up, so tabbing backwards it covered 25 of 48
// focus stops on /it/contatti. Each focus stop must be fully visible below the header.

/** Resolves once the page has stopped moving: no scroll and no transition (the header's) for two frames. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve))
    let still = 0
    let last = window.scrollY
    // At most two seconds of frames: a looping animation elsewhere must not hold the walk.
    for (let frames = 0; still < 2 && frames < 120; frames++) {
      await frame()
      const moving = document.getAnimations().some((animation) => animation.playState === 'running')
      still = !moving && window.scrollY === last ? still + 1 : 0
      last = window.scrollY
    }
  })
}

/** Where the focused element is, and what of it the header covers, in px (0 when nothing). */
function focusCover(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement
    const header = document.querySelector('body header')
    if (!(focused instanceof HTMLElement) || focused === document.body || !header) return null
    if (header.contains(focused)) return null
    const element = focused.getBoundingClientRect()
    const bar = header.getBoundingClientRect()
    const shown = Number(getComputedStyle(header).opacity) > 0 && bar.bottom > 0
    const covered = shown
      ? Math.max(0, Math.min(element.bottom, bar.bottom) - Math.max(element.top, bar.top))
      : 0
    const name = `${focused.tagName.toLowerCase()} "${(focused.getAttribute('aria-label') ?? focused.textContent ?? focused.getAttribute('name') ?? '').trim().slice(0, 40)}"`
    return { name, covered, top: element.top, bottom: element.bottom, viewport: window.innerHeight }
  })
}

/** Tabs `presses` times in `direction`, and lists every focus stop the header covers. */
async function walk(page: Page, key: 'Tab' | 'Shift+Tab', presses: number): Promise<string[]> {
  const hidden: string[] = []
  for (let press = 0; press < presses; press++) {
    await page.keyboard.press(key)
    await settled(page)
    const stop = await focusCover(page)
    if (!stop) continue
    // Covered by the header, or its top (where a field's label and caret are) out of the window;
    // 1 px allows for the sub-pixel rounding of a scroll (the header's height is a fraction).
    if (stop.covered > 1 || stop.top < -1 || stop.top >= stop.viewport)
      hidden.push(
        `${key} ${press + 1}: ${stop.name} at ${Math.round(stop.top)}-${Math.round(stop.bottom)} px, ${Math.round(stop.covered)} px under the header`,
      )
  }
  return hidden
}

for (const size of [
  { width: 1366, height: 800 },
  { width: 390, height: 844 },
]) {
  for (const path of ['/it/contatti', '/en/contact']) {
    test(`with large text at ${size.width}x${size.height}, no focus stop of ${path} is hidden by the header, forwards or backwards`, async ({
      page,
    }) => {
      test.setTimeout(120_000)
      await page.setViewportSize(size)
      await setLargeText(page)
      await gotoHydrated(page, path)
      await expect
        .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize))
        .toBe(`${largeTextPx}px`)
      const stops = await page.evaluate(
        () =>
          [
            ...document.querySelectorAll('a[href], button, input, select, textarea, iframe, [tabindex="0"]'),
          ].filter((element) => element instanceof HTMLElement && element.offsetParent !== null).length,
      )
      expect(stops).toBeGreaterThan(10)
      const forwards = await walk(page, 'Tab', stops)
      const backwards = await walk(page, 'Shift+Tab', stops)
      expect([...forwards, ...backwards]).toEqual([])
    })
  }
}
