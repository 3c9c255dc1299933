import { type ReactNode, useMemo } from 'react'
import { useMatches } from 'react-router'
import { type Forms, FormsContext } from '#runtime/forms-context'
import { useLocale, useTranslations } from '#site/i18n/translations'
import { contactFormTexts, newsletterFormTexts } from './contact-form-texts'
import { countryOptions } from './country-options'
import { privacyPath } from './privacy-path'
import { useFormPost } from './use-form-post'

/**
 * Gives the forms of the page (the contact and newsletter forms the form blocks draw) their texts
 * in the page's language, the countries, and how they post to the page. Mounted once by each layout.
 */
export function FormsProvider({ children }: { children: ReactNode }) {
  const locale = useLocale()
  const texts = useTranslations()
  const product = useRequestedProduct()
  const productSlug = product?.slug
  const productTitle = product?.title
  const forms = useMemo<Forms>(
    () => ({
      texts: contactFormTexts(texts),
      newsletterTexts: newsletterFormTexts(texts),
      locale,
      privacyUrl: privacyPath(locale),
      // Named and sorted at the first form that lists them: some 250 names through Intl cost a
      // phone about 50 ms, on every page, though few pages hold a form.
      get countries() {
        return countryOptions(locale)
      },
      // Most requests to an Italian maker in Italian come from Italy.
      defaultCountry: locale === 'it' ? 'IT' : '',
      requestAbout:
        productSlug !== undefined && productTitle !== undefined
          ? {
              slug: productSlug,
              label: texts.contactForm.requestAbout({ title: productTitle }),
              message: texts.contactForm.requestMessage({ title: productTitle }),
            }
          : undefined,
      usePost: useFormPost,
    }),
    [texts, locale, productSlug, productTitle],
  )
  return <FormsContext value={forms}>{children}</FormsContext>
}

/** The product the page's loader found for `?product=` (screens/entry-page.tsx), if any. */
function useRequestedProduct(): { slug: string; title: string } | undefined {
  const matches = useMatches()
  for (const match of matches) {
    const about = isObject(match.loaderData) ? match.loaderData['requestAbout'] : undefined
    if (isObject(about) && typeof about['slug'] === 'string' && typeof about['title'] === 'string')
      return { slug: about['slug'], title: about['title'] }
  }
  return undefined
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
