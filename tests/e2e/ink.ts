import type { Page } from '@playwright/test'

/** A box in the page's viewport, in CSS px. */
export type Box = { x: number; y: number; width: number; height: number }

/** A pixel the visitor sees, as red, green and blue from 0 to 255. */
export type Pixel = { x: number; y: number; red: number; green: number; blue: number }

/**
 * The pixels drawn in `box` that differ from its top-left pixel (taken as the background), read
 * from a screenshot of the page: what the visitor sees, not what the styles say. `x` and `y` are
 * in CSS px of the viewport.
 */
export async function inkIn(page: Page, box: Box): Promise<Pixel[]> {
  const clip = {
    x: Math.max(0, Math.floor(box.x)),
    y: Math.max(0, Math.floor(box.y)),
    width: Math.ceil(box.width),
    height: Math.ceil(box.height),
  }
  const png = (await page.screenshot({ clip, scale: 'css' })).toString('base64')
  return page.evaluate(
    async ({ png, clip }) => {
      const image = new Image()
      image.src = `data:image/png;base64,${png}`
      await image.decode()
      const canvas = document.createElement('canvas')
      canvas.width = image.width
      canvas.height = image.height
      const context = canvas.getContext('2d')
      if (!context) throw new Error('no 2d canvas')
      context.drawImage(image, 0, 0)
      const { data } = context.getImageData(0, 0, image.width, image.height)
      const [r0 = 0, g0 = 0, b0 = 0] = data
      const pixels: { x: number; y: number; red: number; green: number; blue: number }[] = []
      for (let y = 0; y < image.height; y++)
        for (let x = 0; x < image.width; x++) {
          const at = (y * image.width + x) * 4
          const red = data[at] ?? 0
          const green = data[at + 1] ?? 0
          const blue = data[at + 2] ?? 0
          if (Math.abs(red - r0) + Math.abs(green - g0) + Math.abs(blue - b0) > 60)
            pixels.push({ x: clip.x + x, y: clip.y + y, red, green, blue })
        }
      return pixels
    },
    { png, clip },
  )
}
