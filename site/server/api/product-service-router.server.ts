import express, { type Router } from 'express'
import type { Products360Source } from '#adapters/product-service/products-360-source.server'
import { methodNotAllowed } from './method-not-allowed.server'

/**
 * `GET /products/with-sayduck`: the 360 product list as the site knows it (spec 7), from
 * PRODUCT_SERVICE_URL or the embedded seed list. Loaders read the same source directly.
 */
export function createProductServiceRouter({ products360 }: { products360: Products360Source }): Router {
  const router = express.Router()
  router.get('/products/with-sayduck', async (_request, response) => {
    try {
      response.json(await products360.list())
    } catch {
      response.status(502).json([])
    }
  })
  router.all('/products/with-sayduck', methodNotAllowed(['GET', 'HEAD']))
  return router
}
