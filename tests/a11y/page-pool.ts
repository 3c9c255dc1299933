import type { BrowserContext, Page } from '@playwright/test'

/**
 * Runs `visit` on every item with `size` pages of one browser context open side by side: a sweep
 * of some 250 pages in one browser stays a few minutes on two cores, where one page at a time
 * would wait on the network and the renderer in turn. Each page is reused from item to item.
 */
export async function inPagePool<T, R>(
  context: BrowserContext,
  items: readonly T[],
  size: number,
  visit: (page: Page, item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    const page = await context.newPage()
    try {
      while (next < items.length) {
        const index = next++
        const item = items[index] as T
        results[index] = await visit(page, item)
      }
    } finally {
      await page.close()
    }
  }
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker))
  return results
}
