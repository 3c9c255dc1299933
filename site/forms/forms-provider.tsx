import { type ReactNode, useMemo } from 'react'
import { useLocation } from 'react-router'
import { type Forms, FormsContext } from '#runtime/forms-context'
import { useLocale, useTranslations } from '#site/i18n/translations'
import { contactFormTexts } from './contact-form-texts'
import { countryOptions } from './country-options'
import { privacyPath } from './privacy-path'
import { sentFlag } from './sent-flag'
import { contactFormEndpoint, submitContactForm } from './submit-contact-form'

/**
 * Gives the forms of the page (the contact form the form blocks draw) their texts in the page's
 * language, the countries, and a submit that posts to the API. Mounted once by each layout.
 */
export function FormsProvider({ children }: { children: ReactNode }) {
  const locale = useLocale()
  const texts = useTranslations()
  const { pathname, search } = useLocation()
  const sentForm = new URLSearchParams(search).get(sentFlag) ?? undefined
  const forms = useMemo<Forms>(
    () => ({
      texts: contactFormTexts(texts),
      locale,
      action: contactFormEndpoint,
      returnTo: pathname,
      privacyUrl: privacyPath(locale),
      countries: countryOptions(locale),
      // Most requests to an Italian maker in Italian come from Italy.
      defaultCountry: locale === 'it' ? 'IT' : '',
      sentForm,
      submit: (submission) => submitContactForm(submission, texts),
    }),
    [texts, locale, pathname, sentForm],
  )
  return <FormsContext value={forms}>{children}</FormsContext>
}
