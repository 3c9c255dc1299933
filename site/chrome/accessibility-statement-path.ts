import type { Locale } from '#schema/locale'

/** The accessibility statement's page (a CMS page, seeded as entry 31), which every page must reach (EAA). */
export function accessibilityStatementPath(locale: Locale): string {
  return locale === 'it' ? '/it/accessibilita' : '/en/accessibility'
}
