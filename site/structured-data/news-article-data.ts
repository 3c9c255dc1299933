import type { NewsArticle, WithContext } from 'schema-dts'
import { absoluteUrl, type JsonLdObject } from './json-ld'

/** A news item for search engines: headline, picture, dates and the company as its publisher. */
export function newsArticleData(input: {
  origin: string
  path: string
  headline: string
  description: string
  image: string | undefined
  published: string
  modified: string
}): JsonLdObject {
  const { origin, path, headline, description, image, published, modified } = input
  const organization = {
    '@type': 'Organization' as const,
    '@id': absoluteUrl(origin, '/#organization'),
    name: 'Fast',
  }
  const data = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    // Google shows at most 110 characters of a headline.
    headline: headline.slice(0, 110),
    description,
    url: absoluteUrl(origin, path),
    mainEntityOfPage: absoluteUrl(origin, path),
    ...(image ? { image: [absoluteUrl(origin, image)] } : {}),
    ...(published ? { datePublished: published } : {}),
    ...(modified || published ? { dateModified: modified || published } : {}),
    author: organization,
    publisher: organization,
  } satisfies WithContext<NewsArticle>
  return data
}
