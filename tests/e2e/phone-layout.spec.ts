import { expect, test, type Locator, type Page } from '@playwright/test'
import { inkIn } from './ink'

// Sliders (decision 043) and download lists on a phone, and titles on the content grid.

const phone = { width: 390, height: 844 }
const desktop = { width: 1366, height: 800 }

async function box(locator: Locator) {
  const found = await locator.boundingBox()
  if (!found) throw new Error(`${locator.toString()} has no box`)
  return found
}

/** The slides of the slider in the block `name` of the page. */
function slidesOf(page: Page, name: string) {
  const slider = page.locator(`[data-block="${name}"]`).getByRole('region').first()
  return { slider, slides: slider.locator('[tabindex="0"] > *') }
}

for (const path of ['/it/l/blocks', '/en/l/blocks']) {
  for (const name of ['listProduct', 'allInspiration', 'fieldSliderFiniture']) {
    test(`${path}: on a phone the ${name} slider shows one slide and a peek of the next`, async ({
      page,
    }) => {
      await page.setViewportSize(phone)
      await page.goto(path)
      const { slider, slides } = slidesOf(page, name)
      await slider.scrollIntoViewIfNeeded()
      const track = await box(slider.locator('[tabindex="0"]'))
      const first = await box(slides.nth(0))
      const second = await box(slides.nth(1))
      // Three slides of ~100 px read one word a line; one slide takes most of the row.
      expect(first.width).toBeGreaterThan(track.width * 0.75)
      expect(first.width).toBeLessThan(track.width)
      expect(second.x).toBeLessThan(track.x + track.width)
    })
  }

  test(`${path}: on a wide screen the product slider shows the count the block asks for`, async ({
    page,
  }) => {
    await page.setViewportSize(desktop)
    await page.goto(path)
    const { slider, slides } = slidesOf(page, 'listProduct')
    const track = await box(slider.locator('[tabindex="0"]'))
    const first = await box(slides.nth(0))
    expect(first.width).toBeLessThan(track.width / 2)
  })

  test(`${path}: on a phone no finish's label is cut by its slide`, async ({ page }) => {
    await page.setViewportSize(phone)
    await page.goto(path)
    const { slides } = slidesOf(page, 'fieldSliderFiniture')
    const count = await slides.count()
    expect(count).toBeGreaterThan(0)
    for (let index = 0; index < count; index++) {
      const slide = slides.nth(index)
      const slideBox = await box(slide)
      for (const text of await slide.locator('h3, p').all()) {
        const textBox = await box(text)
        expect(textBox.x + textBox.width, await text.innerText()).toBeLessThanOrEqual(
          slideBox.x + slideBox.width + 0.5,
        )
        expect(
          await text.evaluate((element) => element.scrollWidth - element.clientWidth),
        ).toBeLessThanOrEqual(0)
      }
    }
  })

  test(`${path}: on a phone a download's title keeps the row's width, at most two lines`, async ({
    page,
  }) => {
    await page.setViewportSize(phone)
    await page.goto(path)
    const titles = page.locator('[data-download] p:first-of-type')
    const count = await titles.count()
    expect(count).toBeGreaterThan(2)
    for (let index = 0; index < count; index++) {
      const title = titles.nth(index)
      const lines = await title.evaluate(
        (element) =>
          element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight),
      )
      expect(Math.round(lines), await title.innerText()).toBeLessThanOrEqual(2)
    }
  })
}

// A screen's h1 starts where the list or blocks under it start.
for (const size of [phone, desktop]) {
  for (const [path, under] of [
    ['/it/prodotti', 'main ul'],
    ['/en/projects', 'main ul'],
    ['/it/categorie/prodotti/lettini', 'main ul'],
    ['/en/categories/projects/residential', 'main ul'],
    ['/it/prodotti/lettino-onda', 'main [data-block]'],
    ['/en/products/onda-sun-lounger', 'main [data-block]'],
  ] as const) {
    test(`${path} at ${size.width}px: the h1 starts on the content grid, where ${under} starts`, async ({
      page,
    }) => {
      await page.setViewportSize(size)
      await page.goto(path)
      const title = await box(page.getByRole('heading', { level: 1 }))
      const content = await box(page.locator(under).first())
      expect(Math.abs(title.x - content.x)).toBeLessThanOrEqual(1)
    })
  }
}

// In the summer landing's centred text each bullet stands beside its line, not ~230 px left of it.
for (const size of [phone, desktop]) {
  for (const path of ['/it/l/estate-2026', '/en/l/summer-2026']) {
    test(`${path} at ${size.width}px: each bullet of the centred list is beside its text`, async ({
      page,
    }) => {
      await page.setViewportSize(size)
      await page.goto(path)
      const items = page.locator('[data-block="fieldTextContent"] li')
      const count = await items.count()
      expect(count).toBeGreaterThan(0)
      for (let index = 0; index < count; index++) {
        const item = items.nth(index)
        await item.scrollIntoViewIfNeeded()
        const text = await item.evaluate((element) => {
          const range = document.createRange()
          range.selectNodeContents(element)
          const first = range.getClientRects()[0]
          return first ? { x: first.x, y: first.y, height: first.height } : null
        })
        if (!text) throw new Error(`item ${index + 1} has no text`)
        const list = await box(item.locator('xpath=..'))
        // The first line's band, from the list's left edge (an outside bullet sits left of its
        // item) to where the text starts: the leftmost ink drawn there is the bullet.
        const ink = await inkIn(page, {
          x: Math.max(0, list.x - 8),
          y: text.y,
          width: text.x - Math.max(0, list.x - 8),
          height: text.height,
        })
        expect(ink.length, `item ${index + 1} draws its bullet`).toBeGreaterThan(0)
        const bullet = Math.min(...ink.map((pixel) => pixel.x))
        expect(text.x - bullet, `item ${index + 1}`).toBeLessThan(40)
      }
    })
  }
}
