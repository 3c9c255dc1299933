import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { useLocale } from '#site/i18n/translations'
import { visuallyHidden } from '#runtime/visually-hidden.css'
import { focusNewPage } from './focus-new-page'

/** A pause between emptying the region and filling it, so the same title twice is read twice. */
const refillMs = 50

/**
 * The site's one route announcer (WCAG 4.1.3): a polite live region, in the server HTML so screen
 * readers know it before anything changes, that reads the new page's title after each in-app
 * navigation (a link, a search hit, Back/Forward, a failed load), and moves focus to the new page
 * (focusNewPage). Nothing happens on the first page, which the browser announces itself. Only a
 * new path counts: a filter or "show more" changes the query, a fragment scrolls in the page.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation()
  const locale = useLocale()
  const [message, setMessage] = useState('')
  const firstPage = useRef(true)

  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false
      return
    }
    const stopFocus = focusNewPage()
    setMessage('')
    // The title of the page just committed (route meta and hoisted <title> are in place by now).
    const timer = setTimeout(() => setMessage(document.title), refillMs)
    return () => {
      stopFocus()
      clearTimeout(timer)
    }
  }, [pathname])

  return (
    <div className={visuallyHidden} role="status" aria-live="polite" aria-atomic="true" lang={locale}>
      {message}
    </div>
  )
}
