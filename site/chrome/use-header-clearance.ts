import { useEffect, type RefObject } from 'react'

/** Past this share of the window's height the header stops following the scroll. */
export const tallHeaderShare = 1 / 3

/** The custom property on <html> that holds the room a focused element keeps below the header. */
export const headerClearanceProperty = '--header-clearance'

/**
 * Keeps a focused element out from under the sticky header (WCAG 2.2 2.4.11, decision 042):
 * the page's `scroll-padding-top` follows the header's real height, which grows with large text
 * and wraps, so tabbing backwards (the header comes back on every scroll up) stops each element
 * below it. A header taller than a third of the window (545 px of 800 with a 32 px default font)
 * would leave too little page: it then stays at the top of the page instead of following the
 * scroll (`data-tall`), and needs no clearance.
 */
export function useHeaderClearance(header: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = header.current
    if (!element) return
    const root = document.documentElement
    const measure = () => {
      const height = element.offsetHeight
      const tall = height > window.innerHeight * tallHeaderShare
      element.toggleAttribute('data-tall', tall)
      root.style.setProperty(headerClearanceProperty, `${tall ? 0 : height}px`)
    }
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    window.addEventListener('resize', measure)
    measure()
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', measure)
      root.style.removeProperty(headerClearanceProperty)
    }
  }, [header])
}
