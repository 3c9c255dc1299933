import { Link } from 'react-router'
import { screenPath } from '#runtime/route-table'
import { useLocale, useTranslations } from '#site/i18n/translations'
import * as styles from './overlay.css'
import { OverlayPanel } from './overlay-panel'

/**
 * The login overlay (spec 2, Header; spec 6: locked links open it). The form itself comes with
 * the accounts issue; until then it leads to the login and registration screens.
 */
export function LoginOverlay({ onClose }: { onClose: () => void }) {
  const t = useTranslations()
  const locale = useLocale()
  return (
    <OverlayPanel title={t.chrome.loginTitle()} shape="center" onClose={onClose}>
      <div className={styles.panelBody}>
        <p>{t.chrome.loginIntro()}</p>
        <div className={styles.buttonRow}>
          <Link className={styles.primaryButton} to={screenPath('login', locale)} data-autofocus="">
            {t.chrome.loginAction()}
          </Link>
          <Link className={styles.secondaryButton} to={screenPath('register', locale)}>
            {t.chrome.registerAction()}
          </Link>
        </div>
      </div>
    </OverlayPanel>
  )
}
