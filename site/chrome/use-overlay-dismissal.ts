import { useEffect } from 'react'
import type { RefObject } from 'react'
import type { OverlaysActor } from './overlays-actor'

/**
 * While anything of the header is open: Escape closes it, and a press outside the main
 * navigation closes its dropdown (`submenu`). A dropdown closed by Escape gives focus back to its
 * toggle, not to <body>.
 */
export function useOverlayDismissal({
  header,
  overlays,
  anythingOpen,
  submenu,
}: {
  header: RefObject<HTMLElement | null>
  overlays: OverlaysActor
  anythingOpen: boolean
  submenu: string | null
}): void {
  useEffect(() => {
    if (!anythingOpen) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      // A closing dropdown hides the link that had focus: its toggle takes it back, not <body>.
      const nav = header.current?.querySelector('[data-main-nav]')
      const toggle =
        submenu === null
          ? null
          : nav?.querySelector<HTMLElement>(`[aria-controls="submenu-${CSS.escape(submenu)}"]`)
      if (toggle && document.activeElement instanceof Node && nav?.contains(document.activeElement)) {
        toggle.focus()
      }
      overlays.send({ type: 'CLOSE' })
    }
    const onPointer = (event: PointerEvent) => {
      const target = event.target
      if (
        submenu !== null &&
        target instanceof Node &&
        !header.current?.querySelector('[data-main-nav]')?.contains(target)
      ) {
        overlays.send({ type: 'CLOSE' })
      }
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [header, anythingOpen, submenu, overlays])
}
