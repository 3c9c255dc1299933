import { lazy, Suspense, useState, type ReactNode } from 'react'
import { useBlockContext } from '#renderers/block-context/block-context'
import { classNames } from '#renderers/class-names'
import * as styles from '#renderers/lightbox/gallery-grid.css'
import type { LightboxItem } from '#renderers/lightbox/lightbox'
import { ResponsiveImage } from '#renderers/responsive-image/responsive-image'

// Code-split: the lightbox loads on the first click, not with the page.
const Lightbox = lazy(() => import('#renderers/lightbox/lightbox'))

/** A grid of images, each a button that opens it in the lightbox. */
export function GalleryGrid({
  items,
  columns,
  title,
  block,
  itemBlock,
}: {
  items: readonly LightboxItem[]
  columns: number
  title: string
  block: string
  /** The block name of each item, when the items are blocks of their own (fieldGalleryAdvancedItem). */
  itemBlock?: string
}): ReactNode {
  const { labels } = useBlockContext()
  const [open, setOpen] = useState<number | null>(null)
  if (items.length === 0) return null
  const n = Math.max(1, Math.min(6, columns)) as 1 | 2 | 3 | 4 | 5 | 6
  return (
    <section data-block={block} className={styles.gallery} aria-label={title || undefined}>
      {title ? <h2 className={styles.heading}>{title}</h2> : null}
      <ul className={classNames(styles.grid, styles.columns[n])}>
        {items.map((item, index) => (
          <li key={`${item.image.url}-${index}`} data-block={itemBlock}>
            <figure className={styles.figure}>
              <button
                type="button"
                className={styles.opener}
                onClick={() => setOpen(index)}
                aria-label={labels.openImage(item.caption || item.image.alt || String(index + 1))}
              >
                <ResponsiveImage
                  image={item.image}
                  sizes={`(min-width: 768px) ${Math.round(100 / n)}vw, 50vw`}
                  className={styles.image}
                />
              </button>
              {item.caption ? <figcaption className={styles.caption}>{item.caption}</figcaption> : null}
            </figure>
          </li>
        ))}
      </ul>
      {open !== null ? (
        <Suspense fallback={null}>
          <Lightbox items={items} start={open} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </section>
  )
}
