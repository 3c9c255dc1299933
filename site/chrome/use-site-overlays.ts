import { useEffect, useMemo, useState } from 'react'
import { useLocation, useNavigation } from 'react-router'
import type { Visitor } from '#runtime/visitor-context'
import { useVisitor } from '#runtime/visitor-context'
import { loginHrefOf } from '#site/account/login-back'
import { useLocale } from '#site/i18n/translations'
import { FocusMemory } from './focus-memory'
import { overlaysInitialView } from './initial-views'
import { lockScroll, unlockScroll } from './scroll-lock'
import type { OverlaysActor } from './overlays-actor'
import { useLazyActor } from './use-lazy-actor'
import { useSelector } from './use-selector'

/**
 * The overlays machine of a layout (spec 4, Header overlays), for the header and for locked links
 * (spec 4, Restricted links), in every layout: everything closes on navigation, focus goes back
 * to the opener on close, and `visitor` opens the login overlay from a locked link.
 */
export function useSiteOverlays(): {
  overlays: OverlaysActor
  /** An overlay is open: the page behind is inert. */
  overlayOpen: boolean
  visitor: Visitor
  rememberOpener: (element: Element | null) => void
} {
  const visitor = useVisitor()
  // Where focus goes back when an overlay closes: the control that opened it.
  const [opener] = useState(() => new FocusMemory())
  // docs/architecture.md, Performance: the machine and xstate load after the first render; a press before that is kept.
  const overlays = useLazyActor(
    () =>
      Promise.all([import('xstate'), import('#machines/overlays.machine')]).then(
        ([{ createActor }, { overlaysMachine }]) =>
          createActor(
            overlaysMachine.provide({
              actions: { lockScroll, unlockScroll, restoreFocus: () => opener.restoreLater() },
            }),
          ),
      ),
    overlaysInitialView,
  )
  const overlayOpen = useSelector(overlays, (snapshot) => snapshot.matches('open'))
  // After the render that lifted `inert` from the page, so its controls can take focus again.
  useEffect(() => {
    if (!overlayOpen) opener.restorePending()
  }, [overlayOpen, opener])

  const { pathname, search } = useLocation()
  const locale = useLocale()
  // Everything closes as soon as a visitor leaves for another page, not when it has loaded: a tap
  // on a menu link shows the page fading out and the progress bar, or a failed navigation's notice.
  const navigation = useNavigation()
  const leavingTo =
    navigation.state !== 'idle' && navigation.location.pathname !== pathname
      ? navigation.location.pathname
      : null
  useEffect(() => {
    if (leavingTo !== null) overlays.post({ type: 'NAVIGATED' })
  }, [leavingTo, overlays])
  useEffect(() => {
    overlays.post({ type: 'NAVIGATED' })
  }, [pathname, overlays])

  const layoutVisitor = useMemo(
    () => ({
      loggedIn: visitor.loggedIn,
      ...(visitor.followGated ? { followGated: visitor.followGated } : {}),
      onLockedClick: () => {
        opener.remember(document.activeElement)
        overlays.send({ type: 'OPEN_LOGIN' })
      },
      // Without JavaScript a locked control is this link (decision 040); the login comes back here.
      loginHref: loginHrefOf(locale, `${pathname}${search}`),
    }),
    [visitor.loggedIn, visitor.followGated, overlays, opener, locale, pathname, search],
  )
  const rememberOpener = useMemo(() => (element: Element | null) => opener.remember(element), [opener])
  return { overlays, overlayOpen, visitor: layoutVisitor, rememberOpener }
}
