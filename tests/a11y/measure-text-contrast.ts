import type { Locator, Page } from '@playwright/test'
import sharp from 'sharp'
import { blendOver, contrastRatio, parseCssColor, requiredRatio, type Rgb } from '#schema/contrast-ratio'

/** The contrast of one run of text against the worst pixel behind it. */
export type TextContrast = { text: string; ratio: number; required: number }

type TextItem = {
  text: string
  color: string
  alpha: number
  size: number
  weight: number
  rects: DOMRectLike[]
}
type DOMRectLike = { x: number; y: number; width: number; height: number }

/**
 * Measures the text inside `root` against the pixels behind it, which axe cannot judge over an
 * image: every text run's boxes are recorded, the text is made transparent (the header too, as it
 * may float over the root), the window is photographed, and each text colour is compared with
 * every pixel under its boxes. The worst pixel decides, so a scrim must hold over the lightest
 * part of the photo. Text on a solid background of its own (a button, a card) is left to axe.
 */
export async function measureTextContrast(page: Page, root: Locator): Promise<TextContrast[]> {
  const count = await root.evaluate(markTextRuns)
  const results: TextContrast[] = []
  const scale = await page.evaluate(() => window.devicePixelRatio)
  for (let index = 0; index < count; index++) {
    const item = await root.evaluate(boxesOfRun, index)
    if (!item || item.rects.length === 0) continue
    await root.evaluate(imagesDecoded)
    const shot = await page.screenshot({ animations: 'disabled', caret: 'hide' })
    const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true })
    const text = parseCssColor(item.color)
    let worst = 21
    for (const rect of item.rects) {
      const left = Math.max(0, Math.floor(rect.x * scale))
      const top = Math.max(0, Math.floor(rect.y * scale))
      const right = Math.min(info.width, Math.ceil((rect.x + rect.width) * scale))
      const bottom = Math.min(info.height, Math.ceil((rect.y + rect.height) * scale))
      for (let y = top; y < bottom; y++) {
        for (let x = left; x < right; x++) {
          const offset = (y * info.width + x) * info.channels
          const behind: Rgb = [data[offset] ?? 0, data[offset + 1] ?? 0, data[offset + 2] ?? 0]
          worst = Math.min(worst, contrastRatio(blendOver(text, item.alpha, behind), behind))
        }
      }
    }
    const required = requiredRatio(item.size, item.weight)
    results.push({ text: item.text, ratio: Math.round(worst * 100) / 100, required })
  }
  await root.evaluate(unmarkTextRuns)
  return results
}

/**
 * In the page: numbers the elements holding visible text over the root's own background, keeps
 * their colour and hides their text and the header. Through the CSSOM: the site's CSP allows no
 * injected stylesheet.
 */
function markTextRuns(root: Element): number {
  // Only a solid colour is a background of its own; a translucent panel or a gradient is
  // measured on the pixels like the photo.
  const hasOwnBackground = (element: Element) => {
    const style = getComputedStyle(element)
    const color = /rgba?\(([^)]+)\)/.exec(style.backgroundColor)?.[1]?.split(/[\s,/]+/)
    const alpha = color && color.length > 3 ? Number(color[3]) : color ? 1 : 0
    return alpha === 1 && style.backgroundImage === 'none'
  }
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  const parents = new Set<Element>()
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement
    if (!parent || !node.textContent?.trim() || !parent.checkVisibility({ visibilityProperty: true }))
      continue
    let own = false
    for (let up: Element | null = parent; up && up !== root; up = up.parentElement)
      own ||= hasOwnBackground(up)
    if (!own) parents.add(parent)
  }
  let index = 0
  for (const parent of parents) {
    if (!(parent instanceof HTMLElement || parent instanceof SVGElement)) continue
    parent.dataset['contrastRun'] = String(index++)
    parent.dataset['contrastColor'] = getComputedStyle(parent).color
  }
  for (const parent of parents) {
    if (!(parent instanceof HTMLElement || parent instanceof SVGElement)) continue
    parent.style.setProperty('color', 'transparent', 'important')
    parent.style.setProperty('text-shadow', 'none', 'important')
  }
  for (const header of document.querySelectorAll('header')) header.style.setProperty('visibility', 'hidden')
  return index
}

/** In the page: shows the text and the header again. */
function unmarkTextRuns(root: Element): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-contrast-run]')) {
    delete element.dataset['contrastRun']
    delete element.dataset['contrastColor']
    element.style.removeProperty('color')
    element.style.removeProperty('text-shadow')
  }
  for (const header of document.querySelectorAll('header')) header.style.removeProperty('visibility')
}

/** In the page: brings run `index` into view and gives its text's line boxes, colour and size rule. */
function boxesOfRun(root: Element, index: number): TextItem | null {
  const element = root.querySelector(`[data-contrast-run="${index}"]`)
  if (!element) return null
  element.scrollIntoView({ block: 'center', behavior: 'instant' })
  const style = getComputedStyle(element)
  const rects: DOMRectLike[] = []
  let text = ''
  for (const node of element.childNodes) {
    if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue
    text += node.textContent.trim() + ' '
    const range = document.createRange()
    range.selectNodeContents(node)
    for (const rect of range.getClientRects()) {
      const inView = rect.bottom > 0 && rect.top < innerHeight && rect.width > 0
      if (inView) rects.push({ x: rect.x, y: rect.y, width: rect.width, height: rect.height })
    }
  }
  const color = element instanceof HTMLElement ? (element.dataset['contrastColor'] ?? '') : ''
  const alpha = Number(/rgba\([^)]*,\s*([\d.]+)\)/.exec(color)?.[1] ?? 1)
  const size = Number.parseFloat(style.fontSize)
  const weight = Number(style.fontWeight)
  return { text: text.trim().slice(0, 60), color, alpha, size, weight, rects }
}

/** In the page: waits until the images in the root have loaded (lazy ones load once in view). */
async function imagesDecoded(root: Element): Promise<void> {
  await Promise.all([...root.querySelectorAll('img')].map((image) => image.decode().catch(() => undefined)))
}
