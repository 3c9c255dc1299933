import { detailScreenOfSection as detailScreens } from '#schema/section-screens'
import type { ScreenName } from './route-table'

/**
 * Which CMS section each screen shows. Links to entries are built from the section and slug
 * through the route table, never from the CMS's `url`, so a real Craft install with its own
 * hostnames links the same way as the embedded CMS.
 */
export const sectionOfScreen: Readonly<Partial<Record<ScreenName, string>>> = {
  home: 'home',
  page: 'pages',
  landing: 'landing',
  product: 'products',
  collection: 'collections',
  designer: 'designers',
  project: 'projects',
  inspiration: 'inspiration',
  news: 'news',
  products: 'products',
  collections: 'collections',
  designers: 'designers',
  projects: 'projects',
  inspirations: 'inspiration',
  newsList: 'news',
}

/** Category groups and the screens that show them. */
export const categoryOfScreen: Readonly<Partial<Record<ScreenName, { group: string; section: string }>>> = {
  productCategory: { group: 'productCategories', section: 'products' },
  projectCategory: { group: 'projectCategories', section: 'projects' },
}

/** The detail screen of an entry of a section, if the section has pages of its own. */
export const detailScreenOfSection: Readonly<Record<string, ScreenName>> = detailScreens
