import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { loadContactFormOfPage } from '#renderers/contact-form/lazy-contact-form'
import { asLocale, defaultLocale } from '#schema/locale'
import { loadLocale } from '#site/i18n/load-locale'

/*
 * React Router's own client entry, but for one step: the UI strings of the page's language
 * (`<html lang>`, set by the root from the URL) are loaded before hydrating, so the first render
 * in the browser reads the same strings as the server's. Only that language is downloaded
 * (site/i18n/locales-at-start.browser.ts). The contact form's chunk, when the page holds one, is
 * loaded first too, so the form hydrates with the page and keeps what the visitor typed meanwhile
 * (renderers/contact-form/lazy-contact-form.tsx). Should a load fail, the page stays as the server
 * sent it: every link and form works without JavaScript.
 */
const locale = asLocale(document.documentElement.lang) ?? defaultLocale

Promise.all([loadLocale(locale), loadContactFormOfPage(document)]).then(
  () => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      )
    })
  },
  (error: unknown) =>
    console.warn('The page stays without its scripts: its language or its form did not load', error),
)
