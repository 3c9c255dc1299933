import { useEffect, useId, useRef } from 'react'
import type { KeyboardEvent, ReactNode } from 'react'
import { useTranslations } from '#site/i18n/translations'
import { Icon } from './icons'
import * as styles from './overlay.css'

/**
 * The shell of a header overlay: a modal dialog over a scrim. Focus moves into it when it opens
 * (to the element marked `data-autofocus`, else its first control); the overlays machine gives
 * it back to the opener on close, and Tab and Shift+Tab go round inside it: it is modal, so the
 * header's openers and the page behind cannot be reached until it closes (the overlays machine
 * counts on it). A click on the scrim closes it; Escape is handled by the header.
 */
export function OverlayPanel({
  title,
  shape,
  onClose,
  children,
}: {
  title: string
  shape: 'full' | 'top' | 'center'
  onClose: () => void
  children: ReactNode
}) {
  const t = useTranslations()
  const titleId = useId()
  const panel = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const target =
      panel.current?.querySelector<HTMLElement>('[data-autofocus]') ??
      panel.current?.querySelector<HTMLElement>('a, button, input')
    target?.focus()
  }, [])
  const keepFocusInside = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panel.current) return
    const stops = [...panel.current.querySelectorAll<HTMLElement>(focusable)].filter(
      (element) => element.getClientRects().length > 0,
    )
    const first = stops[0]
    const last = stops.at(-1)
    if (!first || !last) return
    const at = document.activeElement
    const outside = !(at instanceof Node) || !panel.current.contains(at)
    if (event.shiftKey && (at === first || outside)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && (at === last || outside)) {
      event.preventDefault()
      first.focus()
    }
  }
  const className =
    shape === 'full' ? styles.fullPanel : shape === 'top' ? styles.topPanel : styles.centerPanel
  return (
    <>
      {shape === 'full' ? null : <div className={styles.scrim} onClick={onClose} aria-hidden="true" />}
      {/* Escape closes the dialog from wherever the focus is inside it. */}
      {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions */}
      <div
        ref={panel}
        className={className}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={keepFocusInside}
      >
        <div className={styles.panelHead}>
          <h2 id={titleId} className={styles.panelTitle}>
            {title}
          </h2>
          <button
            type="button"
            className={styles.closeButton}
            onClick={onClose}
            aria-label={t.chrome.close()}
          >
            <Icon name="close" />
          </button>
        </div>
        {children}
      </div>
    </>
  )
}

const focusable =
  'a[href], summary, button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'
