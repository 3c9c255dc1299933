import type { Organization, WithContext } from 'schema-dts'
import type { Locale } from '#schema/locale'
import { absoluteUrl, type JsonLdObject } from './json-ld'

/**
 * The company as search engines should know it (home page). Its name, address and telephone are
 * those of the footer (seed globals, footer1 and footer3); the CMS has no fields for them, so
 * they live here (docs/decisions/049).
 */
export function organizationData(input: {
  origin: string
  locale: Locale
  logo?: string | undefined
  sameAs?: readonly string[]
}): JsonLdObject {
  const { origin, locale, logo, sameAs = [] } = input
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': absoluteUrl(origin, '/#organization'),
    name: 'Fast',
    legalName: 'Fast S.p.A.',
    url: absoluteUrl(origin, `/${locale}`),
    ...(logo ? { logo: absoluteUrl(origin, logo) } : {}),
    telephone: '+39 030 123 4567',
    vatID: 'IT01234560987',
    address: {
      '@type': 'PostalAddress',
      streetAddress: 'Via dell’Industria 12',
      postalCode: '25045',
      addressLocality: 'Castegnato',
      addressRegion: 'BS',
      addressCountry: 'IT',
    },
    ...(sameAs.length > 0 ? { sameAs: [...sameAs] } : {}),
  } satisfies WithContext<Organization>
  return data
}
