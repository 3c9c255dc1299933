import { useEffect, useLayoutEffect, useRef } from 'react'
import type { ReactNode } from 'react'
import { useLocation, useNavigation } from 'react-router'
import { onFirstInteraction } from './first-interaction'
import type * as PageFadeModule from './page-fade'

type FadeModule = typeof PageFadeModule

let fadeModule: Promise<FadeModule | null> | undefined
/** The fade's code once it has loaded, for a page mounting in the same frame. */
let loadedFade: FadeModule | undefined
/**
 * The fade's code, or null when it cannot load (offline, a new deploy): the page is then shown
 * without a fade, and the next navigation asks again. It never reloads the page (decision 036).
 */
function loadFade(): Promise<FadeModule | null> {
  fadeModule ??= import('./page-fade').then(
    (loaded) => {
      loadedFade = loaded
      return loaded
    },
    () => {
      fadeModule = undefined
      return null
    },
  )
  return fadeModule
}

/**
 * The 'page' transition (spec 2, Layouts), out then in: the current page fades out while the next
 * one loads, and the new one fades in once it is there. The first page, server-rendered, is shown
 * as it is (no fade from nothing, and readable without JavaScript).
 *
 * docs/architecture.md, Performance: every page is a plain element, so the first load carries no
 * motion code; the fade (./page-fade, a Web Animation) loads at the visitor's first interaction
 * (a pointer over a link comes before its click), or when a navigation starts. A page that mounts
 * before it has arrived is shown without a fade in.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  const navigation = useNavigation()
  const leaving = navigation.state === 'loading' && navigation.location.pathname !== pathname

  // The fade's code loads at the first interaction; a navigation's fade out loads it too, below.
  useEffect(() => onFirstInteraction(() => void loadFade()), [])

  const page = useRef<HTMLDivElement>(null)
  const firstPage = useRef(true)
  // A page after the first fades in when it mounts, from hidden before the browser paints it,
  // when the fade's code is there (else it is shown as it is).
  useLayoutEffect(() => {
    const element = page.current
    const first = firstPage.current
    firstPage.current = false
    if (!element || first || !loadedFade) return
    return loadedFade.fadeElement(element, 1, 0)
  }, [pathname])

  // The page fades out while the next one loads, and back in when that navigation is cancelled.
  const faded = useRef<HTMLElement | null>(null)
  useEffect(() => {
    const element = page.current
    if (!element || leaving === (faded.current === element)) return
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
  }, [leaving])

  return (
    <div key={pathname} ref={page} data-transition="page">
      {children}
    </div>
  )
}
