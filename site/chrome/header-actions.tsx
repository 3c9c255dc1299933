import type { MouseEvent } from 'react'
import { Link } from 'react-router'
import type { NavNode } from '#schema/navigation'
import { screenPath } from '#runtime/route-table'
import { useLocale, useTranslations } from '#site/i18n/translations'
import * as styles from './header.css'
import { Icon } from './icons'
import { LanguageSwitch } from './language-switch'
import type { OpenOverlay } from './open-overlay'
import { StaticMobileMenu } from './static-mobile-menu'

/** How the header's buttons open an overlay (remembering the button, for focus on close). */
export type OpenOverlayHandler = (
  type: 'OPEN_MENU' | 'OPEN_SEARCH' | 'OPEN_LOGIN',
) => (event: MouseEvent<HTMLElement>) => void

/**
 * The header's actions (spec 2, Header): language switch, search, stores, login or account, and
 * on phones the menu. Until JavaScript runs, search and login are links to their screens and the
 * menu is the static one; then they open the overlays.
 */
export function HeaderActions({
  menu,
  loggedIn,
  hydrated,
  overlay,
  open,
}: {
  menu: NavNode[]
  loggedIn: boolean
  hydrated: boolean
  overlay: OpenOverlay
  open: OpenOverlayHandler
}) {
  const t = useTranslations()
  const locale = useLocale()
  return (
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
        <Link className={styles.iconButton} to={screenPath('search', locale)} aria-label={t.chrome.search()}>
          <Icon name="search" />
        </Link>
      )}
      <Link className={styles.iconButton} to={screenPath('stores', locale)} aria-label={t.chrome.stores()}>
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
  )
}
