import type { LocalBusiness, Store as StoreThing } from 'schema-dts'
import type { Store } from '#schema/store'
import type { JsonLdObject } from './json-ld'

/**
 * The stores the locator lists, for search engines: each a Store (where Fast furniture is sold:
 * flagships and dealers) or a LocalBusiness (spa centres and contract partners), with its
 * address and coordinates.
 */
export function storesData(stores: readonly Store[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@graph': stores.map(storeData),
  }
}

function storeData(store: Store): JsonLdObject {
  const sells = store.storeType === 'flagship' || store.storeType === 'dealer'
  const data = {
    '@type': sells ? 'Store' : 'LocalBusiness',
    '@id': `#store-${store.id}`,
    name: store.name,
    address: {
      '@type': 'PostalAddress',
      streetAddress: store.address,
      addressLocality: store.city,
      ...(store.province ? { addressRegion: store.province } : {}),
      postalCode: store.zip,
      addressCountry: store.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: store.latitude, longitude: store.longitude },
    ...(store.phone ? { telephone: store.phone } : {}),
    ...(store.email ? { email: store.email } : {}),
    ...(store.website ? { url: store.website } : {}),
  } satisfies StoreThing | LocalBusiness
  return data
}
