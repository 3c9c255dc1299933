import { useRef } from 'react'
import { Link } from 'react-router'
import type { NavNode } from '#schema/navigation'
import { screenPath } from '#runtime/route-table'
import { useLocale, useTranslations } from '#site/i18n/translations'
import * as styles from './header.css'
import { HeaderActions } from './header-actions'
import type { OpenOverlayHandler } from './header-actions'
import { HeaderOverlays } from './header-overlays'
import { MainNav } from './main-nav'
import { openOverlayOf } from './open-overlay'
import type { OverlaysActor } from './overlays-actor'
import { useHeaderClearance } from './use-header-clearance'
import { useHeaderScroll } from './use-header-scroll'
import { useHydrated } from './use-hydrated'
import { useOnline } from './use-online'
import { useOverlayDismissal } from './use-overlay-dismissal'
import { useSelector } from './use-selector'

/**
 * The header (spec 2, Header): logo, main navigation with dropdowns, its actions (language switch,
 * search, stores, login or account, and on phones the hamburger menu) and the overlay they open.
 * Its overlays and dropdowns are the overlays machine's states; its look (clear, solid, hidden,
 * active) the header scroll machine's (use-header-scroll.ts).
 */
export function SiteHeader({
  menu,
  siteName,
  overlays,
  loggedIn,
  rememberOpener,
}: {
  menu: NavNode[]
  siteName: string
  overlays: OverlaysActor
  loggedIn: boolean
  /** Records the control that opens an overlay, so closing it gives focus back there. */
  rememberOpener: (element: HTMLElement) => void
}) {
  const t = useTranslations()
  const locale = useLocale()
  const online = useOnline()
  const hydrated = useHydrated()
  const overlay = useSelector(overlays, openOverlayOf)
  const submenu = useSelector(overlays, (snapshot) => snapshot.context.submenu)
  const anythingOpen = useSelector(overlays, (snapshot) => !snapshot.matches('closed'))
  const look = useHeaderScroll(anythingOpen)
  const header = useRef<HTMLElement>(null)
  useHeaderClearance(header)
  useOverlayDismissal({ header, overlays, anythingOpen, submenu })

  const open: OpenOverlayHandler = (type) => (event) => {
    rememberOpener(event.currentTarget)
    overlays.send({ type })
  }
  const close = () => overlays.send({ type: 'CLOSE' })

  return (
    <header ref={header} className={styles.header} data-state={look} data-overlay={overlay ?? 'none'}>
      <a className={styles.skipLink} href="#content">
        {t.skipToContent()}
      </a>
      {online ? null : (
        <p className={styles.offline} role="status">
          {t.chrome.offline()}
        </p>
      )}
      <div className={styles.bar}>
        <Link
          className={styles.logo}
          to={screenPath('home', locale)}
          aria-label={`${siteName} – ${t.home()}`}
        >
          {siteName}
        </Link>
        <MainNav
          menu={menu}
          enhanced={hydrated}
          openSubmenu={submenu}
          onToggle={(id) => overlays.send({ type: 'TOGGLE_SUBMENU', id })}
        />
        <HeaderActions menu={menu} loggedIn={loggedIn} hydrated={hydrated} overlay={overlay} open={open} />
      </div>
      <HeaderOverlays overlay={overlay} menu={menu} loggedIn={loggedIn} onClose={close} />
    </header>
  )
}
