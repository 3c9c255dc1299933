import type { Locale } from './locale'

/**
 * The families of route modules whose first-load code is cut into chunks together
 * (build-config/first-load-chunks.ts): pages visited together, or that at least look alike.
 */
export type ChunkFamily = 'catalogue' | 'login' | 'account' | 'password' | 'register' | 'stores'

type ScreenFacts = {
  /** The path after the locale prefix, per locale (spec §2.2); `:slug` is the only parameter. */
  path: Readonly<Record<Locale, string>>
  /** `landing` for content alone with the legal links (site/layouts/landing.tsx). */
  layout: 'default' | 'landing'
  /** The route module under site/. Screens that share one tell themselves apart with `screenOf`. */
  module: `screens/${string}.tsx`
  /** The family its module's first-load code is chunked with; screens sharing a module share it. */
  chunks: ChunkFamily
  /** The CMS section it shows: a list screen lists it, a screen with a slug shows one of its entries. */
  section?: string
  /** The CMS category group it shows, and the section the categories sort. */
  category?: { group: string; section: string }
}

/**
 * Whether the page is one visitor's (a form of the reserved area, a link with a token): never
 * kept by a shared cache, noindex, out of the sitemap. No default: each screen says which it is.
 * A public screen says whether search engines find it in the sitemap; one that is not is there
 * for its own reason (the search results page is noindex).
 */
type Privacy = { private: true; sitemap: false } | { private: false; sitemap: boolean }

export type ScreenDeclaration = ScreenFacts & Privacy

/**
 * Every screen of the site, each declared once (docs/how-to/add-a-route.md): the route table, the
 * routes, the build's chunks, the cache headers, the robots meta and the sitemap all read it. It
 * never reaches the browser (`.server`): `npm run codegen` writes what the browser needs of it
 * (path words, privacy, the detail screen of each section) to schema/generated/.
 */
const declared = {
  home: {
    path: { it: '', en: '' },
    layout: 'default',
    module: 'screens/home.tsx',
    chunks: 'catalogue',
    section: 'home',
    private: false,
    sitemap: true,
  },
  account: {
    path: { it: 'account', en: 'account' },
    layout: 'default',
    module: 'screens/account.tsx',
    chunks: 'account',
    private: true,
    sitemap: false,
  },
  changePassword: {
    path: { it: 'cambio-password', en: 'change-password' },
    layout: 'default',
    module: 'screens/change-password.tsx',
    chunks: 'password',
    private: true,
    sitemap: false,
  },
  collections: {
    path: { it: 'collezioni', en: 'collections' },
    layout: 'default',
    module: 'screens/entry-list.tsx',
    chunks: 'catalogue',
    section: 'collections',
    private: false,
    sitemap: true,
  },
  designers: {
    path: { it: 'designers', en: 'designer' },
    layout: 'default',
    module: 'screens/entry-list.tsx',
    chunks: 'catalogue',
    section: 'designers',
    private: false,
    sitemap: true,
  },
  inspirations: {
    path: { it: 'inspiration', en: 'inspiration' },
    layout: 'default',
    module: 'screens/entry-list.tsx',
    chunks: 'catalogue',
    section: 'inspiration',
    private: false,
    sitemap: true,
  },
  login: {
    path: { it: 'login', en: 'login' },
    layout: 'default',
    module: 'screens/login.tsx',
    chunks: 'login',
    private: true,
    sitemap: false,
  },
  newsList: {
    path: { it: 'news', en: 'news' },
    layout: 'default',
    module: 'screens/entry-list.tsx',
    chunks: 'catalogue',
    section: 'news',
    private: false,
    sitemap: true,
  },
  products: {
    path: { it: 'prodotti', en: 'products' },
    layout: 'default',
    module: 'screens/entry-list.tsx',
    chunks: 'catalogue',
    section: 'products',
    private: false,
    sitemap: true,
  },
  projects: {
    path: { it: 'realizzazioni', en: 'projects' },
    layout: 'default',
    module: 'screens/entry-list.tsx',
    chunks: 'catalogue',
    section: 'projects',
    private: false,
    sitemap: true,
  },
  register: {
    path: { it: 'register', en: 'register' },
    layout: 'default',
    module: 'screens/register.tsx',
    chunks: 'register',
    private: true,
    sitemap: false,
  },
  resetPassword: {
    path: { it: 'reset-password', en: 'reset-password' },
    layout: 'default',
    module: 'screens/reset-password.tsx',
    chunks: 'password',
    private: true,
    sitemap: false,
  },
  stores: {
    path: { it: 'rivenditori', en: 'stores' },
    layout: 'default',
    module: 'screens/stores.tsx',
    chunks: 'stores',
    private: false,
    sitemap: true,
  },
  // Results pages are many and thin: search engines index the pages they link instead.
  search: {
    path: { it: 'cerca', en: 'search' },
    layout: 'default',
    module: 'screens/search.tsx',
    chunks: 'catalogue',
    private: false,
    sitemap: false,
  },
  // The page a newsletter confirmation link opens (decision 051): its token is in the URL.
  newsletterConfirm: {
    path: { it: 'newsletter/conferma', en: 'newsletter/confirm' },
    layout: 'default',
    module: 'screens/newsletter-confirm.tsx',
    chunks: 'account',
    private: true,
    sitemap: false,
  },
  productCategory: {
    path: { it: 'categorie/prodotti/:slug', en: 'categories/products/:slug' },
    layout: 'default',
    module: 'screens/category.tsx',
    chunks: 'catalogue',
    category: { group: 'productCategories', section: 'products' },
    private: false,
    sitemap: true,
  },
  projectCategory: {
    path: { it: 'categorie/realizzazioni/:slug', en: 'categories/projects/:slug' },
    layout: 'default',
    module: 'screens/category.tsx',
    chunks: 'catalogue',
    category: { group: 'projectCategories', section: 'projects' },
    private: false,
    sitemap: true,
  },
  collection: {
    path: { it: 'collezioni/:slug', en: 'collections/:slug' },
    layout: 'default',
    module: 'screens/entry-page.tsx',
    chunks: 'catalogue',
    section: 'collections',
    private: false,
    sitemap: true,
  },
  designer: {
    path: { it: 'designers/:slug', en: 'designer/:slug' },
    layout: 'default',
    module: 'screens/entry-page.tsx',
    chunks: 'catalogue',
    section: 'designers',
    private: false,
    sitemap: true,
  },
  inspiration: {
    path: { it: 'inspiration/:slug', en: 'inspiration/:slug' },
    layout: 'default',
    module: 'screens/entry-page.tsx',
    chunks: 'catalogue',
    section: 'inspiration',
    private: false,
    sitemap: true,
  },
  landing: {
    path: { it: 'l/:slug', en: 'l/:slug' },
    layout: 'landing',
    module: 'screens/entry-page.tsx',
    chunks: 'catalogue',
    section: 'landing',
    private: false,
    sitemap: true,
  },
  news: {
    path: { it: 'news/:slug', en: 'news/:slug' },
    layout: 'default',
    module: 'screens/entry-page.tsx',
    chunks: 'catalogue',
    section: 'news',
    private: false,
    sitemap: true,
  },
  product: {
    path: { it: 'prodotti/:slug', en: 'products/:slug' },
    layout: 'default',
    module: 'screens/entry-page.tsx',
    chunks: 'catalogue',
    section: 'products',
    private: false,
    sitemap: true,
  },
  project: {
    path: { it: 'realizzazioni/:slug', en: 'projects/:slug' },
    layout: 'default',
    module: 'screens/entry-page.tsx',
    chunks: 'catalogue',
    section: 'projects',
    private: false,
    sitemap: true,
  },
  page: {
    path: { it: ':slug', en: ':slug' },
    layout: 'default',
    module: 'screens/entry-page.tsx',
    chunks: 'catalogue',
    section: 'pages',
    private: false,
    sitemap: true,
  },
} as const satisfies Record<string, ScreenDeclaration>

export type ScreenName = keyof typeof declared

export const screenDeclarations: Readonly<Record<ScreenName, ScreenDeclaration>> = declared
