import { Link } from 'react-router'
import type { NavNode } from '#schema/navigation'
import { screenPath } from '#runtime/route-table'
import { useLocale, useTranslations } from '#site/i18n/translations'
import * as styles from './overlay.css'
import { LanguageSwitch } from './language-switch'
import { NavLink } from './nav-link'
import { OverlayPanel } from './overlay-panel'

/**
 * The mobile hamburger menu (spec 2, Header): the main navigation with sections that expand in
 * 500 ms (native details, so no script holds their state), the language switch and the login.
 */
export function MobileMenu({
  menu,
  loggedIn,
  onClose,
}: {
  menu: NavNode[]
  loggedIn: boolean
  onClose: () => void
}) {
  const t = useTranslations()
  return (
    <OverlayPanel title={t.chrome.menu()} shape="full" onClose={onClose}>
      <MobileMenuBody menu={menu} loggedIn={loggedIn} />
    </OverlayPanel>
  )
}

/** The mobile menu's content, in the overlay and in the menu drawn before JavaScript runs. */
export function MobileMenuBody({ menu, loggedIn }: { menu: NavNode[]; loggedIn: boolean }) {
  const t = useTranslations()
  const locale = useLocale()
  return (
    <nav className={styles.panelBody} aria-label={t.mainNavigation()}>
      <ul className={styles.menuList}>
        {menu.map((node) => (
          <li key={node.id} className={styles.menuItem}>
            {node.children.length === 0 ? (
              <NavLink
                node={node}
                className={node.type === 'passive' || !node.url ? styles.menuPassive : styles.menuRow}
              />
            ) : (
              <details className={styles.section}>
                <summary className={styles.summary}>{node.title}</summary>
                <ul className={styles.subList}>
                  {node.type !== 'passive' && node.url ? (
                    <li>
                      <NavLink node={node} className={styles.subLink} />
                    </li>
                  ) : null}
                  {node.children.map((child) => (
                    <li key={child.id}>
                      <NavLink node={child} className={styles.subLink} />
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </li>
        ))}
      </ul>
      <div className={styles.menuFooter}>
        <Link className={styles.secondaryButton} to={screenPath(loggedIn ? 'account' : 'login', locale)}>
          {loggedIn ? t.chrome.account() : t.chrome.login()}
        </Link>
        <LanguageSwitch />
      </div>
    </nav>
  )
}
