import { expect, test } from '@playwright/test'

// Web fonts (docs/spec.md, constants: three families, weights 300 to 700): self-hosted, swapped
// in over metric-matched fallbacks (site/styles/fonts.css), so the page does not move.

for (const locale of ['it', 'en'] as const) {
  test.describe(`web fonts on /${locale}`, () => {
    test('draws the text in Inter and the hero title in Jost once the fonts have loaded', async ({
      page,
    }) => {
      await page.goto(`/${locale}`)
      await page.evaluate(() => document.fonts.ready)
      const paragraph = page.locator('main p').first()
      const title = page.locator('[data-block="contentHero"] h1, [data-block="contentHero"] h2').first()
      const used = async (element: typeof paragraph) =>
        element.evaluate((node) => {
          const style = getComputedStyle(node)
          const family =
            style.fontFamily
              .split(',')[0]
              ?.trim()
              .replace(/^["']|["']$/g, '') ?? ''
          // The loaded face of that family that covers the element's weight: the web font, not a fallback.
          const loaded = [...document.fonts].some(
            (face) => face.family.replace(/^["']|["']$/g, '') === family && face.status === 'loaded',
          )
          return { family, loaded, drawable: document.fonts.check(`${style.fontWeight} 16px "${family}"`) }
        })
      expect(await used(paragraph)).toEqual({ family: 'Inter', loaded: true, drawable: true })
      expect(await used(title)).toEqual({ family: 'Jost', loaded: true, drawable: true })
    })

    test('serves the font files from the build, hashed and immutable, latin subsets only', async ({
      page,
    }) => {
      const fonts: { url: string; cacheControl: string }[] = []
      page.on('response', (response) => {
        if (response.request().resourceType() === 'font')
          fonts.push({ url: response.url(), cacheControl: response.headers()['cache-control'] ?? '' })
      })
      await page.goto(`/${locale}`)
      await page.evaluate(() => document.fonts.ready)
      expect(fonts.length).toBeGreaterThan(0)
      for (const font of fonts) {
        expect(new URL(font.url).pathname).toMatch(
          /^\/assets\/(inter|jost|source-serif-4)-latin-wght-normal-[\w-]+\.woff2$/,
        )
        expect(font.cacheControl).toContain('immutable')
        expect(font.cacheControl).toMatch(/max-age=31536000/)
      }
    })

    test('preloads the faces above the fold and does not shift the page when they swap in', async ({
      page,
    }) => {
      await page.addInitScript(() => {
        const shifts: number[] = []
        Object.assign(window, { layoutShifts: shifts })
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            if ('value' in entry && typeof entry.value === 'number') shifts.push(entry.value)
        }).observe({ type: 'layout-shift', buffered: true })
      })
      await page.goto(`/${locale}`)
      const preloads = await page
        .locator('link[rel="preload"][as="font"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
      expect(preloads).toHaveLength(2)
      expect(preloads.some((href) => href.includes('inter-latin-wght-normal'))).toBe(true)
      expect(preloads.some((href) => href.includes('jost-latin-wght-normal'))).toBe(true)
      await page.evaluate(() => document.fonts.ready)
      // Two frames after the swap, so any shift it caused has been reported.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      )
      const shifts: unknown = await page.evaluate(() =>
        'layoutShifts' in window ? window.layoutShifts : null,
      )
      expect(shifts).toEqual([])
    })
  })
}
