import type { BreadcrumbList, WithContext } from 'schema-dts'
import { absoluteUrl, type JsonLdObject } from './json-ld'

/** Where a catalogue page sits: home, its list, the page itself (each with its absolute URL). */
export function breadcrumbData(
  origin: string,
  trail: readonly { name: string; path: string }[],
): JsonLdObject {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem' as const,
      position: index + 1,
      name: step.name,
      item: absoluteUrl(origin, step.path),
    })),
  } satisfies WithContext<BreadcrumbList>
  return data
}
