import { index, layout, route } from '@react-router/dev/routes'
import type { RouteConfig, RouteConfigEntry } from '@react-router/dev/routes'
import { localeCodes } from '#schema/locale'
import type { Locale } from '#schema/locale'
import { screenDeclarations } from '#schema/screen-declarations.server'
import type { ScreenDeclaration } from '#schema/screen-declarations.server'
import { routeId, screenNames } from '#runtime/route-table'

/** Each declared screen of a layout, as a route of its module (schema/screen-declarations.server.ts). */
function screenRoutes(locale: Locale, layoutName: ScreenDeclaration['layout']): RouteConfigEntry[] {
  return screenNames
    .filter((screen) => screenDeclarations[screen].layout === layoutName)
    .map((screen) => {
      const { path, module } = screenDeclarations[screen]
      const options = { id: routeId(screen, locale) }
      return path[locale] === '' ? index(module, options) : route(path[locale], module, options)
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
