import { useEffect, useRef, useState, type ReactNode } from 'react'
import type { Image } from '#schema/asset'
import { useBlockContext } from '#renderers/block-context/block-context'
import * as styles from '#renderers/lightbox/lightbox.css'
import { ResponsiveImage } from '#renderers/responsive-image/responsive-image'

export type LightboxItem = { image: Image; caption: string }

/**
 * The enlarged gallery, a modal `<dialog>`: focus stays inside, Escape closes it (the browser's
 * own behaviour), arrow keys and buttons move between images, focus returns to the opener.
 * Loaded on the first click only (see gallery-grid), so galleries cost no JS up front.
 */
export default function Lightbox({
  items,
  start,
  onClose,
}: {
  items: readonly LightboxItem[]
  start: number
  onClose: () => void
}): ReactNode {
  const { labels } = useBlockContext()
  const dialog = useRef<HTMLDialogElement>(null)
  const [index, setIndex] = useState(start)
  const item = items[index]

  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal()
    return () => element?.close()
  }, [])

  if (!item) return null
  const go = (step: number) => setIndex((current) => (current + step + items.length) % items.length)
  const name = item.caption || item.image.alt || item.image.title
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label={name}
      onClose={onClose}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') go(1)
        else if (event.key === 'ArrowLeft') go(-1)
      }}
    >
      <div className={styles.bar}>
        <span aria-live="polite">{labels.position(index + 1, items.length)}</span>
        {/* The dialog opens on its close button, as a modal dialog should take the focus. */}
        {/* eslint-disable-next-line jsx-a11y-x/no-autofocus */}
        <button type="button" className={styles.button} onClick={() => dialog.current?.close()} autoFocus>
          {labels.close}
        </button>
      </div>
      <div className={styles.stage}>
        <ResponsiveImage image={item.image} className={styles.image} />
      </div>
      <div>
        {item.caption ? <p className={styles.caption}>{item.caption}</p> : null}
        {items.length > 1 ? (
          <div className={styles.nav}>
            <button type="button" className={styles.button} onClick={() => go(-1)}>
              {labels.previous}
            </button>
            <button type="button" className={styles.button} onClick={() => go(1)}>
              {labels.next}
            </button>
          </div>
        ) : null}
      </div>
    </dialog>
  )
}
