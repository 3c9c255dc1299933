import * as t from 'io-ts'
import { decodeOrThrow } from '#schema/decode'
import { type Locale, locales } from '#schema/locale'
import { nullable } from '#schema/nullable'
import type { SearchSection } from '#schema/search'
import type { SearchDocument, SearchTarget } from '#schema/search-document'
import type { CmsClient } from './cms-client.server'
import { SearchIndexDocument } from './generated/graphql'
import { plainText } from '#schema/plain-text'

/** The sections whose entries a visitor can reach, and the kind each is shown as. */
const kindOfSection: Readonly<Record<string, SearchSection>> = {
  products: 'products',
  collections: 'collections',
  designers: 'designers',
  projects: 'projects',
  inspiration: 'inspiration',
  news: 'news',
  pages: 'pages',
  landing: 'pages',
  downloads: 'downloads',
  stores: 'stores',
}
const categoryGroups = ['productCategories', 'projectCategories']

const Titled = nullable(t.array(nullable(t.type({ title: nullable(t.string, '') }), { title: '' })), [])
const text = nullable(t.string, '')
const SearchIndexEntry = t.intersection([
  t.type({ id: t.union([t.string, t.number]), title: text, slug: text, sectionHandle: t.string }),
  t.partial({
    fieldTextContent: text,
    plainDescription: text,
    seoNoIndex: nullable(t.boolean, false),
    productCategories: Titled,
    projectCategories: Titled,
    taxonomyCollection: Titled,
    designers: Titled,
    optionSwitch: nullable(t.boolean, false),
    fieldDownload: nullable(t.array(t.union([t.type({ id: t.union([t.string, t.number]) }), t.null])), []),
    storeType: text,
    city: text,
    province: text,
    country: text,
  }),
])
type SearchIndexEntry = t.TypeOf<typeof SearchIndexEntry>
const SearchIndexAnswer = t.type({
  entries: nullable(t.array(SearchIndexEntry), []),
  categories: nullable(
    t.array(
      t.intersection([
        t.type({ id: t.union([t.string, t.number]), title: text, slug: text, groupHandle: t.string }),
        t.partial({ fieldTextContent: text }),
      ]),
    ),
    [],
  ),
})

/**
 * Everything of one site a visitor can reach, as documents for the site's search index
 * (decision 046): entries of the reachable sections (pages an editor marks noindex left out),
 * product and project categories, file downloads and stores. Through the CMS, so a real Craft
 * install is indexed the same way as the embedded CMS.
 */
export async function listSearchDocuments(cms: CmsClient, locale: Locale): Promise<SearchDocument[]> {
  const answer = decodeOrThrow(
    SearchIndexAnswer,
    await cms.query(SearchIndexDocument, {
      sections: Object.keys(kindOfSection),
      groups: categoryGroups,
      siteId: [locales[locale].siteId],
    }),
    'Search index',
  )
  const documents: SearchDocument[] = []
  for (const entry of answer.entries) {
    const document = documentOfEntry(entry)
    if (document) documents.push(document)
  }
  for (const category of answer.categories) {
    if (!category.slug || !category.title) continue
    documents.push({
      id: `category-${category.id}`,
      kind: 'categories',
      title: category.title,
      lead: plainText(category.fieldTextContent ?? ''),
      body: '',
      target: { type: 'category', group: category.groupHandle, slug: category.slug },
      rank: 1,
    })
  }
  return documents
}

function documentOfEntry(entry: SearchIndexEntry): SearchDocument | undefined {
  const kind = kindOfSection[entry.sectionHandle]
  if (!kind || !entry.title || entry.seoNoIndex) return undefined
  const target = targetOf(kind, entry)
  if (!target) return undefined
  const titles = (list: { title: string }[] | undefined) => (list ?? []).map((item) => item.title)
  const place = [entry.city, entry.province, entry.country].filter(Boolean).join(', ')
  return {
    id: `entry-${entry.id}`,
    kind,
    title: entry.title,
    lead: kind === 'stores' ? place : plainText(entry.fieldTextContent ?? ''),
    // What an entry is filed under finds it too: "lettini" finds the chaise longue of "Lettini e
    // chaise longue".
    body: [
      plainText(entry.plainDescription ?? ''),
      ...titles(entry.productCategories),
      ...titles(entry.projectCategories),
      ...titles(entry.taxonomyCollection),
      ...titles(entry.designers),
    ]
      .filter(Boolean)
      .join(' · '),
    target,
    // Among stores of one city, the flagship first; stores under everything else named alike.
    rank: kind === 'stores' ? (entry.storeType === 'flagship' ? 0.6 : 0.5) : 1,
  }
}

function targetOf(kind: SearchSection, entry: SearchIndexEntry): SearchTarget | undefined {
  if (kind === 'stores') return { type: 'store', name: entry.title }
  if (kind === 'downloads') {
    // A file is reached through the download gate; a link download leads off the site.
    const asset = entry.optionSwitch ? undefined : entry.fieldDownload?.find((file) => file !== null)
    return asset ? { type: 'download', assetId: String(asset.id) } : undefined
  }
  return entry.slug ? { type: 'entry', section: entry.sectionHandle, slug: entry.slug } : undefined
}
