import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useTranslations } from '#site/i18n/translations'
import * as styles from './chrome.css'
import { clearNavigationFailure, reportNavigationFailure, useNavigationFailure } from './navigation-failure'
import { useOnline } from './use-online'

/**
 * Tells the visitor that the page they asked for could not load, on the page they stay on
 * (decision 036): an alert (WCAG 4.1.3) in the page's language with a way to try
 * again. Focus stays where the visitor left it. Offline, the page loads by itself once the browser
 * is back online; a page whose code could not load is tried again as a whole document.
 */
export function NavigationFailureNotice() {
  const t = useTranslations()
  const failure = useNavigationFailure()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const online = useOnline()

  // Another page shown (a retry, another link) ends the failure. Not the start of a navigation:
  // a missing chunk fails before React renders that start.
  useEffect(() => clearNavigationFailure, [pathname])

  // Back online: the page the visitor asked for loads, as if they had clicked again.
  useEffect(() => {
    if (online && failure?.reason === 'offline') void navigate(failure.target)
  }, [online, failure, navigate])

  if (!failure) return null
  const retry = () => {
    if (!navigator.onLine) return reportNavigationFailure({ target: failure.target, reason: 'offline' })
    // The page's code is missing (a new deploy): the visitor asked, so the document loads again.
    if (failure.reason === 'chunk') return window.location.assign(failure.target)
    void navigate(failure.target)
  }
  return (
    <div className={styles.navigationNotice} role="alert">
      <p className={styles.navigationNoticeText}>
        {failure.reason === 'offline' ? t.chrome.navigationOffline() : t.chrome.navigationFailed()}
      </p>
      <button type="button" className={styles.navigationNoticeButton} onClick={retry}>
        {t.serverError.tryAgain()}
      </button>
    </div>
  )
}
