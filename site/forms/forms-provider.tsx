import { type ReactNode, useMemo } from 'react'
import { useLocation } from 'react-router'
import {
  type ContactFormOutcome,
  type ContactFormSubmission,
  type Forms,
  FormsContext,
} from '#runtime/forms-context'
import type { TranslationFunctions } from '#site/i18n/i18n-types'
import { useLocale, useTranslations } from '#site/i18n/translations'
import { contactFormTexts } from './contact-form-texts'
import { countryOptions } from './country-options'
import { privacyPath } from './privacy-path'
import { sentFlag } from './sent-flag'
import { contactFormEndpoint } from './contact-form-endpoint'
import type { submitContactForm } from './submit-contact-form'

/**
 * docs/architecture.md, Performance: the submit and its answer's decoders (io-ts) load with the first submit, not with every
 * page. Like the submit itself it never rejects: code that cannot load (offline) is a failed send.
 */
async function submitLazily(
  submission: ContactFormSubmission,
  texts: TranslationFunctions,
): Promise<ContactFormOutcome> {
  let submit: typeof submitContactForm
  try {
    submit = (await import('./submit-contact-form')).submitContactForm
  } catch {
    return { kind: 'failed', message: texts.contactForm.offline() }
  }
  return submit(submission, texts)
}

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
      submit: (submission) => submitLazily(submission, texts),
    }),
    [texts, locale, pathname, sentForm],
  )
  return <FormsContext value={forms}>{children}</FormsContext>
}
