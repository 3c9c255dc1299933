import type { ReactNode } from 'react'
import { privacyPath } from '#site/forms/privacy-path'
import { useLocale, useTranslations } from '#site/i18n/translations'
import { accessibilityStatementPath } from './accessibility-statement-path'
import * as styles from './legal-footer.css'
import { SiteLink } from './site-link'

/**
 * The landing layout's only footer (decision 044): a landing page has no site footer, yet the
 * accessibility statement must be reachable from every page (European Accessibility Act), and the
 * privacy policy from every page that may collect data.
 */
export function LegalFooter(): ReactNode {
  const t = useTranslations()
  const locale = useLocale()
  return (
    <footer className={styles.footer}>
      <nav aria-label={t.chrome.legalLinks()}>
        <ul className={styles.list}>
          <li>
            <SiteLink href={privacyPath(locale)}>{t.chrome.privacyPolicy()}</SiteLink>
          </li>
          <li>
            <SiteLink href={accessibilityStatementPath(locale)}>{t.chrome.accessibilityStatement()}</SiteLink>
          </li>
        </ul>
      </nav>
    </footer>
  )
}
