/**
 * What kind of point of sale a store is; the locator filters by it. Free of io-ts, because the
 * browser checks `?type=` with it (docs/architecture.md, Performance); ./store decodes it.
 */
export type StoreType = 'flagship' | 'dealer' | 'spa-center' | 'contract-partner'

export const storeTypes: readonly StoreType[] = ['flagship', 'dealer', 'spa-center', 'contract-partner']

/** Whether `value` names a store type. */
export function isStoreType(value: string): value is StoreType {
  return (storeTypes as readonly string[]).includes(value)
}
