/** How long a new page waits for an overlay to lift `inert` from it before it gives up on focus. */
const inertWaitMs = 2000

/**
 * Moves focus to the new page's `h1` (else its `main`) after an in-app navigation (WCAG 2.4.3):
 * the old focus was on a link that is gone (focus fell to `<body>`) or on one that stayed, like a
 * footer link, far from where the new page starts. The target gets `tabindex="-1"` only while it
 * has focus, so a click on the heading later does not focus it. The scroll is left to the router's
 * scroll restoration. A page behind an overlay that is closing is still `inert` (it cannot take
 * focus): focus moves once it is not. Returns the function that stops waiting.
 */
export function focusNewPage(): () => void {
  const main = document.querySelector<HTMLElement>('main#content') ?? document.querySelector('main')
  const target = main?.querySelector<HTMLElement>('h1') ?? main
  if (!target) return () => {}
  const inert = target.closest<HTMLElement>('[inert]')
  if (!inert) {
    focusTarget(target)
    return () => {}
  }
  const observer = new MutationObserver(() => {
    if (target.closest('[inert]')) return
    stop()
    if (target.isConnected) focusTarget(target)
  })
  const timer = setTimeout(() => stop(), inertWaitMs)
  const stop = () => {
    observer.disconnect()
    clearTimeout(timer)
  }
  observer.observe(inert, { attributes: true, attributeFilter: ['inert'] })
  return stop
}

function focusTarget(target: HTMLElement): void {
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1')
    target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true })
  }
  target.focus({ preventScroll: true })
}
