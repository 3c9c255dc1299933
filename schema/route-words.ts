import type { Locale } from './locale'

/**
 * The words of every path, per screen and locale (spec §2.2): the one place they are written.
 * The route table (runtime/route-table.ts) builds routes, links and the language switch from
 * them; the embedded CMS builds its entries' URIs from them. A path is written without its locale
 * prefix; `:slug` is the only parameter.
 */
export const routeWords = {
  home: { it: '', en: '', layout: 'default' },
  account: { it: 'account', en: 'account', layout: 'default' },
  changePassword: { it: 'cambio-password', en: 'change-password', layout: 'default' },
  collections: { it: 'collezioni', en: 'collections', layout: 'default' },
  designers: { it: 'designers', en: 'designer', layout: 'default' },
  inspirations: { it: 'inspiration', en: 'inspiration', layout: 'default' },
  login: { it: 'login', en: 'login', layout: 'default' },
  newsList: { it: 'news', en: 'news', layout: 'default' },
  products: { it: 'prodotti', en: 'products', layout: 'default' },
  projects: { it: 'realizzazioni', en: 'projects', layout: 'default' },
  register: { it: 'register', en: 'register', layout: 'default' },
  resetPassword: { it: 'reset-password', en: 'reset-password', layout: 'default' },
  stores: { it: 'rivenditori', en: 'stores', layout: 'default' },
  search: { it: 'cerca', en: 'search', layout: 'default' },
  // The page a newsletter confirmation link opens (decision 051).
  newsletterConfirm: { it: 'newsletter/conferma', en: 'newsletter/confirm', layout: 'default' },
  productCategory: { it: 'categorie/prodotti/:slug', en: 'categories/products/:slug', layout: 'default' },
  projectCategory: {
    it: 'categorie/realizzazioni/:slug',
    en: 'categories/projects/:slug',
    layout: 'default',
  },
  collection: { it: 'collezioni/:slug', en: 'collections/:slug', layout: 'default' },
  designer: { it: 'designers/:slug', en: 'designer/:slug', layout: 'default' },
  inspiration: { it: 'inspiration/:slug', en: 'inspiration/:slug', layout: 'default' },
  landing: { it: 'l/:slug', en: 'l/:slug', layout: 'landing' },
  news: { it: 'news/:slug', en: 'news/:slug', layout: 'default' },
  product: { it: 'prodotti/:slug', en: 'products/:slug', layout: 'default' },
  project: { it: 'realizzazioni/:slug', en: 'projects/:slug', layout: 'default' },
  page: { it: ':slug', en: ':slug', layout: 'default' },
} as const satisfies Record<string, Record<Locale, string> & { layout: 'default' | 'landing' }>

export type ScreenName = keyof typeof routeWords
