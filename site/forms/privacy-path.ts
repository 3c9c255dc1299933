import type { Locale } from '#schema/locale'

/** The privacy policy page the consents link to (issue 6: `/{locale}/privacy`). */
export function privacyPath(locale: Locale): string {
  return `/${locale}/privacy`
}
