import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { journeySizes, openHydrated } from '#tools/testing/site-journeys'

// WCAG 2.3.3: under prefers-reduced-motion: reduce the page fade, the overlays' and scrim's
// fade-in and the menu chevron do not animate; without the preference they do (the same
// measures, so the test shows it can see motion).

/** How much slower the page's animations run while sampled: a 0.15 s fade lasts 1.5 s. */
const animationSlowdown = 10

/**
 * Slows every CSS and Web animation of the page (the fades are Web animations): on a machine
 * busy with other tests, frames can come further apart than a 0.15 s fade lasts, and sampling
 * one frame per paint then sees only its ends.
 */
async function slowAnimations(page: Page): Promise<void> {
  const devtools = await page.context().newCDPSession(page)
  await devtools.send('Animation.enable')
  await devtools.send('Animation.setPlaybackRate', { playbackRate: 1 / animationSlowdown })
}

/** Every opacity the page wrapper shows, frame by frame, across a navigation from a link click. */
async function pageOpacities(page: Page, linkName: string, inDialog = false): Promise<number[]> {
  await slowAnimations(page)
  await page.evaluate(() => {
    const seen: number[] = []
    Reflect.set(window, 'testOpacities', seen)
    const sample = () => {
      const wrapper = document.querySelector('main [data-transition="page"]')
      if (wrapper) seen.push(Number(getComputedStyle(wrapper).opacity))
      requestAnimationFrame(sample)
    }
    requestAnimationFrame(sample)
  })
  const from = page.url()
  const link = page
    .getByRole(inDialog ? 'dialog' : 'banner')
    .getByRole('link', { name: linkName, exact: true })
  // The fades' code loads at the visitor's first interaction, and a navigation that starts before
  // it is there has no fade, by design: a pointer over the link, then the same module imported
  // here, which resolves once the page's own import has set it up.
  await link.hover()
  const fadeModule = await page.waitForFunction(
    () =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .find((name) => /\/page-fade-[\w-]+\.js$/.test(name)) ?? false,
  )
  await page.evaluate(
    async (url) => {
      await import(url)
      // The page being left: the next one is in once its wrapper is another element.
      Reflect.set(window, 'testLeftWrapper', document.querySelector('main [data-transition="page"]'))
    },
    String(await fadeModule.jsonValue()),
  )
  await link.click()
  // The fade out, the next page's load and its fade in, at the slowed rate: sampled until the new
  // page is in, its wrapper stands still at full opacity, and enough frames were seen to tell (with
  // reduced motion a cached page can be in within fewer frames than that). The address changes
  // before the new page is drawn: a page left before its fade out began stood still at full
  // opacity for that moment, and sampling stopped there, before the fade in.
  await expect(page).not.toHaveURL(from)
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const wrapper = document.querySelector('main [data-transition="page"]')
          const seen: unknown = Reflect.get(window, 'testOpacities')
          return (
            wrapper !== null &&
            wrapper !== Reflect.get(window, 'testLeftWrapper') &&
            wrapper.getAnimations().every((animation) => animation.playState !== 'running') &&
            getComputedStyle(wrapper).opacity === '1' &&
            Array.isArray(seen) &&
            seen.length > 10
          )
        }),
      { timeout: 20_000 },
    )
    .toBe(true)
  return page.evaluate(() => {
    const seen: unknown = Reflect.get(window, 'testOpacities')
    return Array.isArray(seen) ? seen.filter((value): value is number => typeof value === 'number') : []
  })
}

async function animationOf(page: Page, selector: string): Promise<{ animation: string; transition: string }> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const style = getComputedStyle(element)
      return { animation: style.animationName, transition: style.transitionDuration }
    })
}

for (const locale of ['it', 'en'] as const) {
  const aboutUs = locale === 'it' ? 'Chi siamo' : 'About us'
  const search = locale === 'it' ? 'Cerca' : 'Search'
  const openMenu = locale === 'it' ? 'Apri il menu' : 'Open the menu'
  for (const reduced of [true, false]) {
    test(`${locale}, phone: ${reduced ? 'with' : 'without'} reduced motion, the menu overlay and the page fade ${reduced ? 'stay still' : 'animate'}`, async ({
      page,
    }) => {
      await page.setViewportSize(journeySizes.phone)
      await page.emulateMedia({ reducedMotion: reduced ? 'reduce' : 'no-preference' })
      await openHydrated(page, `/${locale}/prodotti`.replace('/en/prodotti', '/en/products'))
      await page.getByRole('banner').getByRole('button', { name: openMenu }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
      const panel = await animationOf(page, '[role="dialog"]')
      expect(panel.animation === 'none').toBe(reduced)
      const opacities = await pageOpacities(page, aboutUs, true)
      const between = opacities.filter((value) => value > 0.01 && value < 0.99)
      expect(opacities.length).toBeGreaterThan(10)
      if (reduced) expect(between).toEqual([])
      else expect(between.length).toBeGreaterThan(0)
    })

    test(`${locale}: ${reduced ? 'with' : 'without'} reduced motion, the page fade, overlay fade-in and chevron ${reduced ? 'stay still' : 'animate'}`, async ({
      page,
    }) => {
      await page.setViewportSize(journeySizes.desktop)
      await page.emulateMedia({ reducedMotion: reduced ? 'reduce' : 'no-preference' })
      await openHydrated(page, `/${locale}`)

      const chevron = await animationOf(page, '[data-main-nav] button[aria-expanded] > span')
      expect(chevron.transition === '0s').toBe(reduced)

      await page.getByRole('banner').getByRole('button', { name: search }).click()
      await expect(page.getByRole('dialog')).toBeVisible()
      const panel = await animationOf(page, '[role="dialog"]')
      const scrim = await animationOf(page, '[role="dialog"] ~ div, div:has(+ [role="dialog"])')
      expect(panel.animation === 'none').toBe(reduced)
      expect(scrim.animation === 'none').toBe(reduced)
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toBeHidden()

      const opacities = await pageOpacities(page, aboutUs)
      const between = opacities.filter((value) => value > 0.01 && value < 0.99)
      expect(opacities.length).toBeGreaterThan(10)
      if (reduced) expect(between).toEqual([])
      else expect(between.length).toBeGreaterThan(0)
    })
  }
}
