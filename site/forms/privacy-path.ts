import type { Locale } from '#schema/locale'

/** The privacy policy page the consents link to (decision 006: `/{locale}/privacy`). */
export function privacyPath(locale: Locale): string {
  return `/${locale}/privacy`
}
