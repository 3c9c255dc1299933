import { useRouteLoaderData } from 'react-router'
import type { PublicConfig } from '#schema/config'
// accounts (spec §7.1): the login form itself.
import { LoginForm } from '#site/account/login-form'
import { useTranslations } from '#site/i18n/translations'
import * as styles from './overlay.css'
import { OverlayPanel } from './overlay-panel'

/**
 * The login overlay (spec 2, Header; spec 6: locked links open it), holding the login form
 * (site/account/login-form.tsx), with links to register and reset the password. While the reserved
 * area is under maintenance it says so instead, as the reserved screens do (the API would refuse).
 */
export function LoginOverlay({ onClose }: { onClose: () => void }) {
  const t = useTranslations()
  const maintenance = useRouteLoaderData<{ publicConfig: PublicConfig }>('root')?.publicConfig
    .reservedAreaMaintenance
  return (
    <OverlayPanel title={t.chrome.loginTitle()} shape="center" onClose={onClose}>
      <div className={styles.panelBody}>
        {maintenance ? (
          <p role="status">{t.messages.RESERVED_AREA_MAINTENANCE()}</p>
        ) : (
          <>
            <p>{t.chrome.loginIntro()}</p>
            {/* accounts (spec §7.1): the form of the login screen; logged in, the overlay closes. */}
            <LoginForm onLoggedIn={onClose} autoFocus />
          </>
        )}
      </div>
    </OverlayPanel>
  )
}
