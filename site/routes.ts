import { index, layout, route } from '@react-router/dev/routes'
import type { RouteConfig, RouteConfigEntry } from '@react-router/dev/routes'
import { localeCodes } from '#schema/locale'
import type { Locale } from '#schema/locale'
import { routeId, screenNames, screens } from '#runtime/route-table'
import type { ScreenName } from '#runtime/route-table'

/** The module that renders each screen; several screens share one module and tell apart by URL. */
const screenModules: Record<ScreenName, string> = {
  home: 'screens/home.tsx',
  page: 'screens/entry-page.tsx',
  landing: 'screens/entry-page.tsx',
  product: 'screens/entry-page.tsx',
  collection: 'screens/entry-page.tsx',
  designer: 'screens/entry-page.tsx',
  project: 'screens/entry-page.tsx',
  inspiration: 'screens/entry-page.tsx',
  news: 'screens/entry-page.tsx',
  products: 'screens/entry-list.tsx',
  collections: 'screens/entry-list.tsx',
  designers: 'screens/entry-list.tsx',
  projects: 'screens/entry-list.tsx',
  inspirations: 'screens/entry-list.tsx',
  newsList: 'screens/entry-list.tsx',
  productCategory: 'screens/category.tsx',
  projectCategory: 'screens/category.tsx',
  account: 'screens/account.tsx',
  changePassword: 'screens/change-password.tsx',
  login: 'screens/login.tsx',
  register: 'screens/register.tsx',
  resetPassword: 'screens/reset-password.tsx',
  stores: 'screens/stores.tsx',
  search: 'screens/search.tsx',
  newsletterConfirm: 'screens/newsletter-confirm.tsx',
}

function screenRoutes(locale: Locale, layoutName: 'default' | 'landing'): RouteConfigEntry[] {
  return screenNames
    .filter((screen) => screens[screen].layout === layoutName)
    .map((screen) => {
      const options = { id: routeId(screen, locale) }
      const path = screens[screen][locale]
      return path === '' ? index(screenModules[screen], options) : route(path, screenModules[screen], options)
    })
}

// Every locale gets the whole table under its prefix (spec 2): one module serves both locales,
// told apart by the route id's locale suffix.
export default [
  ...localeCodes.map((locale) =>
    route(`/${locale}`, 'layouts/locale.tsx', { id: `locale___${locale}` }, [
      layout('layouts/default.tsx', { id: `default___${locale}` }, [
        ...screenRoutes(locale, 'default'),
        route('*', 'screens/not-found.tsx', { id: `notFound___${locale}` }),
      ]),
      layout('layouts/landing.tsx', { id: `landingLayout___${locale}` }, screenRoutes(locale, 'landing')),
    ]),
  ),
  route('*', 'screens/not-found.tsx', { id: 'notFound' }),
] satisfies RouteConfig
