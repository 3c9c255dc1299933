import type { Logger } from '#schema/logger'
import { fetchProducts360 } from './product-service.server'
import type { Product360 } from './product-service.server'
import { seedProducts360 } from './seed-products-360'

/** Where the site reads the 360 product list from: the service, or the embedded seed list. */
export type Products360Source = { list(): Promise<readonly Product360[]> }

const freshForMs = 5 * 60_000

/**
 * The 360 product list of PRODUCT_SERVICE_URL, kept five minutes and served stale while the
 * service fails; without the URL, the embedded seed list. A failure with nothing kept rejects,
 * and callers render without the 360 link (spec 8).
 */
export function createProducts360Source({
  productServiceUrl,
  log,
}: {
  productServiceUrl: string | undefined
  log: Logger
}): Products360Source {
  if (!productServiceUrl) return { list: () => Promise.resolve(seedProducts360) }
  let kept: { at: number; products: Product360[] } | undefined
  let loading: Promise<Product360[]> | undefined
  const load = async (): Promise<Product360[]> => {
    try {
      const products = await fetchProducts360(productServiceUrl)
      kept = { at: Date.now(), products }
      return products
    } catch (error) {
      log.warn('The 360 product list could not be loaded', {
        error: error instanceof Error ? error.message : String(error),
      })
      if (kept) return kept.products
      throw error
    } finally {
      loading = undefined
    }
  }
  return {
    list() {
      if (kept && Date.now() - kept.at < freshForMs) return Promise.resolve(kept.products)
      // One request to the service for a burst of product pages.
      loading ??= load()
      return loading
    },
  }
}
