import type { ScreenName } from './route-words'

/**
 * The detail screen of an entry of each CMS section that has pages of its own: links are built
 * from the section and slug through the route table (runtime/route-table.ts), and the embedded
 * CMS builds its entries' URIs from the same screens' path words.
 */
export const detailScreenOfSection = {
  pages: 'page',
  landing: 'landing',
  products: 'product',
  collections: 'collection',
  designers: 'designer',
  projects: 'project',
  inspiration: 'inspiration',
  news: 'news',
} as const satisfies Record<string, ScreenName>

/** The screen of each category group's categories. */
export const screenOfCategoryGroup = {
  productCategories: 'productCategory',
  projectCategories: 'projectCategory',
} as const satisfies Record<string, ScreenName>
