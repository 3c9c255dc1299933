import { getProductDetails, type ProductDetails } from '#adapters/cms/get-product-details.server'
import type { Locale } from '#schema/locale'
import { screenPath } from '#runtime/route-table'
import type { LoaderArgs } from '#site/app-context'
import { productCalls } from './product-calls'

/** A fact of the product's specifications table, named by its i18n key (`entry.<name>`). */
export type ProductFact = {
  name: 'dimensions' | 'materials' | 'finishes' | 'weight' | 'capacity'
  value: string
}

export type NamedLink = { title: string; path: string }

/** What a product page shows beyond its blocks (decision 048). */
export type ProductPageData = {
  code: string
  collection: NamedLink | null
  category: NamedLink | null
  facts: ProductFact[]
  calls: { ask: string; dealer: string }
  viewer360: string | null
}

/**
 * A product's collection, category, facts, calls and 360 viewer. The details failing to load is
 * logged and the page renders with its calls only (spec 8: optional parts of a page); the 360
 * list failing leaves out the viewer link alone.
 */
export async function productPageDataOf(
  context: LoaderArgs['context'],
  request: { id: string; slug: string; locale: Locale },
): Promise<ProductPageData> {
  const { id, slug, locale } = request
  const details = await getProductDetails(context.cms, { id, locale }).catch((error: unknown) => {
    context.log.warn('The details of a product are unavailable', { id, error: messageOf(error) })
    return null
  })
  const collection = details?.collection[0]
  const category = details?.categories[0]
  return {
    code: details?.BC_id ?? '',
    collection: collection?.slug
      ? { title: collection.title, path: screenPath('collection', locale, { slug: collection.slug }) }
      : null,
    category: category?.slug
      ? { title: category.title, path: screenPath('productCategory', locale, { slug: category.slug }) }
      : null,
    facts: details ? factsOf(details) : [],
    calls: productCalls(locale, slug),
    viewer360: details?.BC_id ? await viewer360(context, details.BC_id) : null,
  }
}

function factsOf(details: ProductDetails): ProductFact[] {
  const facts: ProductFact[] = [
    { name: 'dimensions', value: details.productDimensions },
    { name: 'materials', value: details.productMaterials },
    { name: 'finishes', value: details.finishes.map((finish) => finish.title).join(', ') },
    { name: 'weight', value: details.productWeight },
    { name: 'capacity', value: details.productCapacity },
  ]
  return facts.filter((fact) => fact.value.trim() !== '')
}

/**
 * The product's 360 viewer, when its BC_id is in the 360 list (PRODUCT_SERVICE_URL, or the
 * embedded seed list); a failure is logged and the page renders without the link (spec 8).
 */
async function viewer360(context: LoaderArgs['context'], code: string): Promise<string | null> {
  try {
    const found = (await context.products360.list()).find((product) => product.BC_id === code)
    return found ? (found.viewerUrl ?? '') : null
  } catch (error) {
    context.log.warn('The 360 product list is unavailable', { error: messageOf(error) })
    return null
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}
