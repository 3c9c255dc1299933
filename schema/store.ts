import * as t from 'io-ts'
import { SafeUrl } from './safe-url-codec'
import type { StoreType as StoreTypeName } from './store-type'

// Every store type, once (a missing or extra one is a type error here).
const storeTypeKeys: Record<StoreTypeName, null> = {
  flagship: null,
  dealer: null,
  'spa-center': null,
  'contract-partner': null,
}
/** What kind of point of sale a store is; the locator filters by it. */
export const StoreType = t.keyof(storeTypeKeys)
export type StoreType = StoreTypeName

/** A latitude in degrees, refused outside -90..90 (a swapped pair shows up here). */
const Latitude = t.refinement(t.number, (value) => value >= -90 && value <= 90, 'Latitude')
/** A longitude in degrees, refused outside -180..180. */
const Longitude = t.refinement(t.number, (value) => value >= -180 && value <= 180, 'Longitude')

/** A store as the locator uses it: one CMS `store_Entry` of one site, decoded. */
export const Store = t.type({
  id: t.string,
  name: t.string,
  storeType: StoreType,
  address: t.string,
  city: t.string,
  province: t.string,
  zip: t.string,
  country: t.string,
  phone: t.union([t.string, t.null]),
  email: t.union([t.string, t.null]),
  website: t.union([SafeUrl, t.null]),
  latitude: Latitude,
  longitude: Longitude,
})
export type Store = t.TypeOf<typeof Store>

/**
 * Where a marker popup sits relative to its point (spec 2, Store locator): exactly these eight;
 * anything else, including mapbox's `center`, is refused.
 */
export const PopupAnchor = t.keyof({
  top: null,
  bottom: null,
  left: null,
  right: null,
  'top-left': null,
  'top-right': null,
  'bottom-left': null,
  'bottom-right': null,
})
export type PopupAnchor = t.TypeOf<typeof PopupAnchor>
