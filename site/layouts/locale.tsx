import { Outlet, useRouteLoaderData } from 'react-router'
import { loadLocale } from '#site/i18n/load-locale'
import { getLayoutData } from '#adapters/cms/get-layout-data.server'
import type { LayoutData } from '#adapters/cms/get-layout-data.server'
import { localeOfPath } from '#schema/locale'
import { defaultLocale } from '#schema/locale'
import type { Route } from './+types/locale'

/** Globals, site info and main menu of the locale in the URL, shared by every screen below. */
export async function loader({ request, context }: Route.LoaderArgs): Promise<LayoutData> {
  const locale = localeOfPath(new URL(request.url).pathname) ?? defaultLocale
  return getLayoutData(context.cms, locale, context.log)
}

/**
 * In the browser, the UI strings of the URL's language load beside the layout data: the first
 * page in the other language (a language switch) is shown only once both are here.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs): Promise<LayoutData> {
  const locale = localeOfPath(new URL(request.url).pathname) ?? defaultLocale
  const [, data] = await Promise.all([loadLocale(locale), serverLoader()])
  return data
}

/** The layout data of the current locale, for the header, the footer and meta. */
export function useLayoutData(): LayoutData {
  const it = useRouteLoaderData<LayoutData>('locale___it')
  const en = useRouteLoaderData<LayoutData>('locale___en')
  return it ?? en ?? { globals: null, siteInfo: null, menu: [], footer: { columns: [], socials: [] } }
}

export { revalidateOnLocaleChange as shouldRevalidate } from './revalidate-on-locale-change'

export default function LocaleLayout() {
  return <Outlet />
}
