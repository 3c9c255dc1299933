import { useEffect, useMemo, useState } from 'react'
import { Outlet, useLocation } from 'react-router'
import { VisitorContext, useVisitor } from '#runtime/visitor-context'
import { FocusMemory } from '#site/chrome/focus-memory'
import { overlaysInitialView } from '#site/chrome/initial-views'
import { PageTransition } from '#site/chrome/page-transition'
import { lockScroll, unlockScroll } from '#site/chrome/scroll-lock'
import { SiteFooter } from '#site/chrome/site-footer'
import { SiteHeader } from '#site/chrome/site-header'
import { useLazyActor } from '#site/chrome/use-lazy-actor'
import { useSelector } from '#site/chrome/use-selector'
import * as styles from '#site/chrome/chrome.css'
import { FormsProvider } from '#site/forms/forms-provider'
import { useLayoutData } from './locale'

/**
 * The default layout (spec 2, Layouts): header, content, footer. It runs the overlays machine the
 * header and locked links share, closes everything on navigation, and keeps the page behind an
 * open overlay inert.
 */
export default function DefaultLayout() {
  const { menu, globals, siteInfo, footer } = useLayoutData()
  const siteName = globals?.productName || siteInfo?.plainTitle || 'Fast'
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
              actions: {
                lockScroll,
                unlockScroll,
                restoreFocus: () => opener.restore(),
              },
            }),
          ),
      ),
    overlaysInitialView,
  )
  const overlayOpen = useSelector(overlays, (snapshot) => snapshot.matches('open'))

  const { pathname } = useLocation()
  useEffect(() => {
    overlays.post({ type: 'NAVIGATED' })
  }, [pathname, overlays])

  // spec 6: a locked link opens the login overlay for an anonymous visitor.
  const layoutVisitor = useMemo(
    () => ({
      loggedIn: visitor.loggedIn,
      onLockedClick: () => {
        opener.remember(document.activeElement)
        overlays.send({ type: 'OPEN_LOGIN' })
      },
    }),
    [visitor.loggedIn, overlays, opener],
  )

  return (
    <VisitorContext value={layoutVisitor}>
      <SiteHeader
        menu={menu}
        siteName={siteName}
        overlays={overlays}
        loggedIn={visitor.loggedIn}
        rememberOpener={(element) => opener.remember(element)}
      />
      <main id="content" className={styles.main} inert={overlayOpen}>
        <PageTransition>
          {/* Contact forms (decision 006): texts and submit for the form blocks. */}
          <FormsProvider>
            <Outlet />
          </FormsProvider>
        </PageTransition>
      </main>
      <div inert={overlayOpen}>
        <SiteFooter columns={footer.columns} socials={footer.socials} companyName={siteName} />
      </div>
    </VisitorContext>
  )
}
