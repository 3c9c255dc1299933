import type { NavNode } from '#schema/navigation'
import { useTranslations } from '#site/i18n/translations'
import * as headerStyles from './header.css'
import { Icon } from './icons'
import { MobileMenuBody } from './mobile-menu'
import * as styles from './overlay.css'

/**
 * The phone's menu before JavaScript runs (or without it): the hamburger is a `<details>`
 * summary that opens the same menu below the header, so a phone visitor can always reach every
 * section. Once hydrated, the header swaps it for the overlay's opener (spec 2, Header).
 */
export function StaticMobileMenu({ menu, loggedIn }: { menu: NavNode[]; loggedIn: boolean }) {
  const t = useTranslations()
  return (
    <details className={`${styles.staticMenu} ${headerStyles.mobileOnly}`}>
      <summary
        className={`${headerStyles.iconButton} ${styles.staticMenuToggle}`}
        aria-label={t.chrome.openMenu()}
      >
        <Icon name="menu" />
      </summary>
      <div className={styles.staticMenuPanel}>
        <MobileMenuBody menu={menu} loggedIn={loggedIn} />
      </div>
    </details>
  )
}
