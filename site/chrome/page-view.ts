/** spec 9: the page-view event is pushed this long after a route change. */
const pageViewDelayMs = 250

export type PageViewEvent = {
  event: 'page_view'
  page_path: string
  page_location: string
  page_title: string
  locale: string
}

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

/**
 * Pushes a page view to `window.dataLayer` (Google Tag Manager's queue) 250 ms after a route
 * change, once the new page's title is set. Returns the function that cancels it.
 */
export function schedulePageView(pathWithSearch: string, locale: string): () => void {
  const timer = setTimeout(() => {
    const view: PageViewEvent = {
      event: 'page_view',
      page_path: pathWithSearch,
      page_location: window.location.href,
      page_title: document.title,
      locale,
    }
    window.dataLayer = window.dataLayer ?? []
    window.dataLayer.push(view)
  }, pageViewDelayMs)
  return () => clearTimeout(timer)
}
