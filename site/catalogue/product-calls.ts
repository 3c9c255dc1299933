import type { Locale } from '#schema/locale'
import { screenPath } from '#runtime/route-table'

/**
 * The contact page's slug in each language (seed entry 11 of `pages`): "Ask for information"
 * leads there with the product named in `?product=`, which the contact form prefills and records
 * in the lead (decisions 048 and 050).
 */
const contactPageSlug: Record<Locale, string> = { it: 'contatti', en: 'contact' }

/** The two calls a buyer wants on a product page: ask about it, and find where to see and buy it. */
export function productCalls(locale: Locale, productSlug: string): { ask: string; dealer: string } {
  const contact = screenPath('page', locale, { slug: contactPageSlug[locale] })
  return {
    ask: `${contact}?${new URLSearchParams({ product: productSlug }).toString()}`,
    dealer: screenPath('stores', locale),
  }
}
