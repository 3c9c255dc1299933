import { expect, test, type Locator, type Page } from '@playwright/test'

// Pictures (docs/decisions: AVIF and WebP through <picture>): every CMS image offers AVIF, then
// WebP, then its original format from one width ladder, and Chromium takes the AVIF.

/** Waits until `image` has loaded (not a broken image) and returns its `currentSrc`. */
async function loadedSource(image: Locator): Promise<string> {
  await image.scrollIntoViewIfNeeded()
  await expect
    .poll(() =>
      image.evaluate((element) =>
        element instanceof HTMLImageElement && element.complete ? element.naturalWidth : 0,
      ),
    )
    .toBeGreaterThan(0)
  return image.evaluate((element) => (element instanceof HTMLImageElement ? element.currentSrc : ''))
}

/** The content type the image endpoint answers for `url`, as the page itself fetches it. */
function contentTypeOf(page: Page, url: string): Promise<string> {
  return page.evaluate(async (address) => (await fetch(address)).headers.get('content-type') ?? '', url)
}

for (const locale of ['it', 'en'] as const) {
  test.describe(`pictures on /${locale}`, () => {
    test('Chromium loads the AVIF of the hero and of a picture further down', async ({ page }) => {
      await page.goto(`/${locale}`)
      const hero = page.locator('[data-block="contentHero"] picture img').first()
      const heroSource = await loadedSource(hero)
      expect(heroSource).toContain('format=avif')
      expect(await contentTypeOf(page, heroSource)).toBe('image/avif')

      // A lazy picture below the fold, loaded once scrolled to.
      const further = page.locator('main picture img[loading="lazy"]').first()
      const furtherSource = await loadedSource(further)
      expect(furtherSource).toContain('format=avif')
      expect(await contentTypeOf(page, furtherSource)).toBe('image/avif')
    })

    test('writes each <picture> as valid HTML: typed sources with srcset and sizes, then the <img>', async ({
      page,
      request,
    }) => {
      const response = await request.get(`/${locale}`)
      expect(response.status()).toBe(200)
      const html = await response.text()
      await page.goto(`/${locale}`)
      // The server's HTML as the browser's parser reads it, before any script touches it.
      const pictures = await page.evaluate((source) => {
        const document = new DOMParser().parseFromString(source, 'text/html')
        return [...document.querySelectorAll('picture')].map((picture) => ({
          children: [...picture.children].map((child) => child.localName),
          sources: [...picture.querySelectorAll('source')].map((element) => ({
            type: element.getAttribute('type'),
            media: element.getAttribute('media'),
            srcset: element.getAttribute('srcset') ?? '',
            sizes: element.getAttribute('sizes'),
          })),
          img: {
            src: picture.querySelector('img')?.getAttribute('src') ?? '',
            alt: picture.querySelector('img')?.getAttribute('alt'),
            width: picture.querySelector('img')?.getAttribute('width'),
            height: picture.querySelector('img')?.getAttribute('height'),
          },
        }))
      }, html)
      expect(pictures.length).toBeGreaterThan(2)
      for (const picture of pictures) {
        // Sources first, one <img> last (the HTML content model of <picture>).
        expect(picture.children.at(-1)).toBe('img')
        expect(picture.children.slice(0, -1).every((name) => name === 'source')).toBe(true)
        expect(picture.img.src).not.toBe('')
        expect(picture.img.alt).not.toBeNull()
        expect(Number(picture.img.width)).toBeGreaterThan(0)
        expect(Number(picture.img.height)).toBeGreaterThan(0)
        const types = picture.sources.map((source) => source.type)
        expect(types).toContain('image/avif')
        expect(types.indexOf('image/avif')).toBeLessThan(types.lastIndexOf('image/webp'))
        for (const source of picture.sources) {
          expect(source.type === null || ['image/avif', 'image/webp'].includes(source.type)).toBe(true)
          expect(source.srcset).toMatch(/^\S+ \d+w(, \S+ \d+w)*$/)
          expect(source.sizes).toBeTruthy()
          if (source.type) expect(source.srcset).toContain(`format=${source.type.slice('image/'.length)}`)
        }
      }
    })
  })

  test.describe(`the /${locale} hero on a 390 x 844 phone at 3x`, () => {
    test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true })

    test('shows the portrait crop from a source at least as wide as the screen draws it', async ({
      page,
    }) => {
      await page.goto(`/${locale}`)
      const hero = page.locator('[data-block="contentHero"] picture img').first()
      const source = new URL(await loadedSource(hero))
      expect(source.pathname).toContain('home-hero-piscina-verticale')
      expect(source.searchParams.get('format')).toBe('avif')
      // object-fit: cover stretches the 9:16 crop to the hero's height: the device pixels it
      // spans across are the width the source must have, or the picture is blurry. (naturalWidth
      // is in CSS pixels for a srcset pick, so the file itself is measured.)
      const { fileWidth, drawnWidth } = await hero.evaluate(async (element) => {
        if (!(element instanceof HTMLImageElement)) return { fileWidth: 0, drawnWidth: 1 }
        const file = await createImageBitmap(await (await fetch(element.currentSrc)).blob())
        const box = element.getBoundingClientRect()
        const drawn = Math.max(box.width, (box.height * file.width) / file.height) * window.devicePixelRatio
        return { fileWidth: file.width, drawnWidth: drawn }
      })
      expect(drawnWidth).toBeGreaterThan(1170)
      expect(fileWidth).toBeGreaterThanOrEqual(Math.floor(drawnWidth * 0.98))
    })
  })
}
