import { useEffect, useRef, useState } from 'react'
import type { ReactNode } from 'react'
import { useLocation, useNavigation } from 'react-router'
import { onFirstInteraction } from './first-interaction'
import type * as PageFadeModule from './page-fade'

/** spec 9: the page fades out then in, 0.15 s each way. */
export const pageFadeSeconds = 0.15

type FadeModule = typeof PageFadeModule

let fadeModule: Promise<FadeModule | null> | undefined
/** The fade's code, or null when it cannot load (chunk-reload reloads the page, once a minute at most). */
function loadFade(): Promise<FadeModule | null> {
  fadeModule ??= import('./page-fade').catch(() => {
    fadeModule = undefined
    return null
  })
  return fadeModule
}

/**
 * The 'page' transition (spec 2, Layouts), out then in: the current page fades out while the next
 * one loads, and the new one fades in once it is there. The first page, server-rendered, is shown
 * as it is (no fade from nothing, and readable without JavaScript).
 *
 * docs/architecture.md, Performance: the first page is a plain element, so the first load carries no motion code; the fade
 * (framer-motion, ./page-fade) loads at the visitor's first interaction (a pointer over a link
 * comes before its click), or when a navigation starts. A
 * page rendered before it arrived stays plain (it is not remounted when it does) and fades out
 * the same way as the first.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  const navigation = useNavigation()
  const leaving = navigation.state === 'loading' && navigation.location.pathname !== pathname
  const [fade, setFade] = useState<FadeModule | null>(null)
  // The page drawn as a plain element: the first one, and any drawn before the fade had loaded.
  const [plainPath, setPlainPath] = useState(pathname)
  const shown = useRef(pathname)
  useEffect(() => {
    shown.current = pathname
  }, [pathname])

  const [interacted, setInteracted] = useState(false)
  useEffect(() => onFirstInteraction(() => setInteracted(true)), [])
  useEffect(() => {
    if (fade || !(interacted || leaving)) return
    let live = true
    void loadFade().then((loaded) => {
      if (!live || !loaded) return
      setPlainPath(shown.current)
      setFade(loaded)
    })
    return () => {
      live = false
    }
  }, [fade, interacted, leaving])

  const plain = pathname === plainPath || fade === null
  const plainPage = useRef<HTMLDivElement>(null)
  // The plain page that was faded out (a new page's element starts visible).
  const faded = useRef<HTMLElement | null>(null)
  useEffect(() => {
    const element = plainPage.current
    if (!plain || !element || leaving === (faded.current === element)) return
    faded.current = leaving ? element : null
    let stop: (() => void) | undefined
    let live = true
    void loadFade().then((loaded) => {
      if (live && loaded) stop = loaded.fadeElement(element, leaving ? 0 : 1)
    })
    return () => {
      live = false
      stop?.()
    }
  }, [plain, leaving])

  if (plain)
    return (
      <div key={pathname} ref={plainPage} data-transition="page">
        {children}
      </div>
    )
  const { PageFade } = fade
  return (
    <PageFade key={pathname} leaving={leaving}>
      {children}
    </PageFade>
  )
}
