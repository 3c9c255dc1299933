import * as t from 'io-ts'
import { isLeft } from 'fp-ts/lib/Either'
import { PathReporter } from 'io-ts/lib/PathReporter'
import { decodeOrThrow } from '#schema/decode'
import type { Locale } from '#schema/locale'
import { locales } from '#schema/locale'
import type { Logger } from '#schema/logger'
import { Store } from '#schema/store'
import type { CmsClient } from './cms-client.server'
import { StoreListDocument } from './generated/graphql'

// The answer's outer shape; each entry is decoded on its own below, so one bad store (a missing
// coordinate, an unknown type) is left out with a warning instead of emptying the locator.
const StoreListAnswer = t.type({ entries: t.array(t.unknown) })

const StoreEntry = t.type({
  id: t.string,
  title: t.string,
  storeType: t.unknown,
  address: t.union([t.string, t.null]),
  city: t.union([t.string, t.null]),
  province: t.union([t.string, t.null]),
  zip: t.union([t.string, t.null]),
  country: t.union([t.string, t.null]),
  phone: t.union([t.string, t.null]),
  email: t.union([t.string, t.null]),
  website: t.union([t.string, t.null]),
  latitude: t.unknown,
  longitude: t.unknown,
})

/** Every store of a site (spec 2, Store locator), sorted by name; invalid entries are skipped and logged. */
export async function listStores(
  cms: CmsClient,
  request: { locale: Locale; log?: Logger },
): Promise<Store[]> {
  const data = await cms.query(StoreListDocument, { siteId: locales[request.locale].siteId, limit: 5000 })
  const { entries } = decodeOrThrow(StoreListAnswer, data, 'Store list')
  const stores: Store[] = []
  entries.forEach((entry, index) => {
    const shaped = StoreEntry.decode(entry)
    const result = isLeft(shaped)
      ? shaped
      : Store.decode({
          ...shaped.right,
          name: shaped.right.title,
          address: shaped.right.address ?? '',
          city: shaped.right.city ?? '',
          province: shaped.right.province ?? '',
          zip: shaped.right.zip ?? '',
          country: shaped.right.country ?? '',
        })
    if (isLeft(result))
      request.log?.warn('A store was left out of the locator', {
        index,
        problems: PathReporter.report(result),
      })
    else stores.push(result.right)
  })
  return stores
}
