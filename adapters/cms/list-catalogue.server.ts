import { parse } from 'graphql'
import type { TypedDocumentNode } from '@urql/core'
import * as t from 'io-ts'
import { decodeOrThrow } from '#schema/decode'
import { CategoryRef, EntrySummary, categorySelection, cmsList } from '#schema/blocks/list-items'
import { locales, type Locale } from '#schema/locale'
import type { CmsClient } from './cms-client.server'
import { fetchSectionEntries } from './get-catalogue-page.server'
import type { AllBlockSection } from './page-blocks'

const categoryGroupOf: Readonly<Record<string, string>> = {
  products: 'productCategories',
  projects: 'projectCategories',
}

export const categoriesQuery: TypedDocumentNode<unknown, { group: string[]; siteId: number }> = parse(`
  query FilterCategories($group: [String], $siteId: [QueryArgument]) {
    categories(group: $group, siteId: $siteId) { ${categorySelection} }
  }
`)

const CategoriesAnswer = t.type({ categories: cmsList(CategoryRef) })

export type Catalogue = { entries: EntrySummary[]; filters: CategoryRef[] }

/**
 * A catalogue list screen's entries as cards, and the categories to filter them by (the
 * section's category group; none for sections without one, or within one category).
 */
export async function listCatalogue(
  cms: CmsClient,
  request: { section: AllBlockSection | 'designers'; locale: Locale; relatedTo?: string },
): Promise<Catalogue> {
  const group = categoryGroupOf[request.section]
  const [raw, categories] = await Promise.all([
    fetchSectionEntries(cms, request.section, request.locale, undefined, request.relatedTo),
    group && request.relatedTo === undefined
      ? cms.query(categoriesQuery, { group: [group], siteId: locales[request.locale].siteId })
      : Promise.resolve({ categories: [] }),
  ])
  return {
    entries: decodeOrThrow(cmsList(EntrySummary), raw, `Entries of ${request.section}`),
    filters: decodeOrThrow(CategoriesAnswer, categories, `Categories of ${request.section}`).categories,
  }
}
