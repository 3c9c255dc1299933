import { Suspense, lazy, useEffect, useRef } from 'react'
import type { MouseEvent } from 'react'
import { Link } from 'react-router'
import type { OverlaysEvent, overlaysMachine } from '#machines/overlays.machine'
import type { NavNode } from '#schema/navigation'
import { screenPath } from '#runtime/route-table'
import { useLocale, useTranslations } from '#site/i18n/translations'
import * as styles from './header.css'
import { Icon } from './icons'
import { headerScrollInitialView } from './initial-views'
import { useHeaderClearance } from './use-header-clearance'
import type { ViewOf } from './initial-views'
import type { LazyActor } from './lazy-actor'
import { LanguageSwitch } from './language-switch'
import { MainNav } from './main-nav'
import { MobileMenu } from './mobile-menu'
import { StaticMobileMenu } from './static-mobile-menu'
import { useHydrated } from './use-hydrated'
import { useLazyActor } from './use-lazy-actor'
import { useOnline } from './use-online'
import { useSelector } from './use-selector'

// The search overlay (its fetch machine and decoder) loads when first opened, not with the page.
const SearchOverlay = lazy(() => import('./search-overlay'))
// docs/architecture.md, Performance: so does the login overlay, with the login form's codecs and password rules.
const LoginOverlay = lazy(() =>
  import('./login-overlay').then((module) => ({ default: module.LoginOverlay })),
)

export type OverlaysActor = LazyActor<ViewOf<typeof overlaysMachine>, OverlaysEvent>

// docs/architecture.md, Performance: the scroll machine loads after the first render, with xstate; till then the header is `clear`.
const loadHeaderScroll = () =>
  Promise.all([import('xstate'), import('#machines/header-scroll.machine')]).then(
    ([{ createActor }, { headerScrollMachine }]) => createActor(headerScrollMachine),
  )

/**
 * The header (spec 2, Header): logo, main navigation with dropdowns, language switch, search,
 * stores, login or account, and on phones the hamburger menu. Its overlays and dropdowns are the
 * overlays machine's states; its look (clear, solid, hidden, active) the header scroll machine's.
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
  const overlay = useSelector(overlays, (snapshot) =>
    snapshot.matches({ open: 'menu' })
      ? 'menu'
      : snapshot.matches({ open: 'search' })
        ? 'search'
        : snapshot.matches({ open: 'login' })
          ? 'login'
          : null,
  )
  const submenu = useSelector(overlays, (snapshot) => snapshot.context.submenu)
  const anythingOpen = useSelector(overlays, (snapshot) => !snapshot.matches('closed'))

  const scroll = useLazyActor(loadHeaderScroll, headerScrollInitialView)
  const look = useSelector(scroll, (snapshot) => String(snapshot.value))
  const header = useRef<HTMLElement>(null)
  useHeaderClearance(header)

  // spec 2: the header follows the scroll, throttled to one event per frame.
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

  // Escape closes whatever is open; a click outside the header closes a dropdown.
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
  }, [anythingOpen, submenu, overlays])

  const open = (type: 'OPEN_MENU' | 'OPEN_SEARCH' | 'OPEN_LOGIN') => (event: MouseEvent<HTMLElement>) => {
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
        <div className={styles.actions}>
          <div className={styles.desktopOnly}>
            <LanguageSwitch />
          </div>
          {hydrated ? (
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t.chrome.search()}
              aria-expanded={overlay === 'search'}
              onClick={open('OPEN_SEARCH')}
            >
              <Icon name="search" />
            </button>
          ) : (
            // Until JavaScript runs, the search results page and its form (spec §2.6).
            <Link
              className={styles.iconButton}
              to={screenPath('search', locale)}
              aria-label={t.chrome.search()}
            >
              <Icon name="search" />
            </Link>
          )}
          <Link
            className={styles.iconButton}
            to={screenPath('stores', locale)}
            aria-label={t.chrome.stores()}
          >
            <Icon name="pin" />
          </Link>
          {loggedIn ? (
            <Link
              className={`${styles.loginButton} ${styles.desktopOnly}`}
              to={screenPath('account', locale)}
              // A login from the header's dialog replaces its opener with this link: focus comes here.
              data-focus-slot="account"
            >
              <Icon name="user" size={16} />
              {t.chrome.account()}
            </Link>
          ) : hydrated ? (
            <button
              type="button"
              className={`${styles.loginButton} ${styles.desktopOnly}`}
              aria-expanded={overlay === 'login'}
              onClick={open('OPEN_LOGIN')}
              data-focus-slot="account"
            >
              <Icon name="user" size={16} />
              {t.chrome.login()}
            </button>
          ) : (
            // Until JavaScript runs, the login screen (spec 2, Header: the login overlay needs it).
            <Link className={`${styles.loginButton} ${styles.desktopOnly}`} to={screenPath('login', locale)}>
              <Icon name="user" size={16} />
              {t.chrome.login()}
            </Link>
          )}
          {hydrated ? (
            <button
              type="button"
              className={`${styles.iconButton} ${styles.mobileOnly}`}
              aria-label={overlay === 'menu' ? t.chrome.closeMenu() : t.chrome.openMenu()}
              aria-expanded={overlay === 'menu'}
              onClick={open('OPEN_MENU')}
            >
              <Icon name="menu" />
            </button>
          ) : (
            <StaticMobileMenu menu={menu} loggedIn={loggedIn} />
          )}
        </div>
      </div>
      {overlay === 'menu' ? <MobileMenu menu={menu} loggedIn={loggedIn} onClose={close} /> : null}
      {overlay === 'login' ? (
        <Suspense fallback={null}>
          <LoginOverlay onClose={close} />
        </Suspense>
      ) : null}
      {overlay === 'search' ? (
        <Suspense fallback={null}>
          <SearchOverlay onClose={close} />
        </Suspense>
      ) : null}
    </header>
  )
}
