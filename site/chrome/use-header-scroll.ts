import { useEffect } from 'react'
import { headerScrollInitialView } from './initial-views'
import { useLazyActor } from './use-lazy-actor'
import { useSelector } from './use-selector'

// docs/architecture.md, Performance: the scroll machine loads after the first render, with xstate; till then the header is `clear`.
const loadHeaderScroll = () =>
  Promise.all([import('xstate'), import('#machines/header-scroll.machine')]).then(
    ([{ createActor }, { headerScrollMachine }]) => createActor(headerScrollMachine),
  )

/**
 * The header's look, the header scroll machine's state (clear, solid, hidden, active): it follows
 * the page's scroll (spec 2, throttled to one event per frame) and turns `active` while
 * `anythingOpen` (a menu, a dropdown or an overlay).
 */
export function useHeaderScroll(anythingOpen: boolean): string {
  const scroll = useLazyActor(loadHeaderScroll, headerScrollInitialView)
  const look = useSelector(scroll, (snapshot) => String(snapshot.value))

  useEffect(() => {
    let frame = 0
    const onScroll = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => scroll.post({ type: 'SCROLLED', y: window.scrollY }))
    }
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', onScroll)
    }
  }, [scroll])

  useEffect(() => {
    // An opened menu is the visitor's doing and needs `active` now; the close at mount is not.
    if (anythingOpen) scroll.send({ type: 'MENU_OPENED' })
    else scroll.post({ type: 'MENU_CLOSED' })
  }, [anythingOpen, scroll])

  return look
}
