import { useLoaderData } from 'react-router'
import type { MetaArgs } from 'react-router'
import type { LoaderArgs } from '#site/app-context'
import { listEntries } from '#adapters/cms/list-entries.server'
import { localeCodes } from '#schema/locale'
import { screenPath } from '#runtime/route-table'
import { sectionOfScreen } from '#runtime/sections'
import { translationsFor, useTranslations } from '#site/i18n/translations'
import { pageMeta } from '#site/page-meta'
import { notFound, screenOf } from '#site/screen-of'
import { EntryCards } from './entry-cards'
import * as styles from './screen.css'

const listScreens = ['products', 'collections', 'designers', 'projects', 'inspirations', 'newsList'] as const
type ListScreen = (typeof listScreens)[number]

function isListScreen(screen: string): screen is ListScreen {
  return listScreens.some((name) => name === screen)
}

/** The catalogue lists: products, collections, designers, projects, inspiration, news. */
export async function loader({ request, context }: LoaderArgs) {
  const { screen, locale } = screenOf(request)
  const section = sectionOfScreen[screen]
  if (!section || !isListScreen(screen)) throw notFound()
  const entries = await listEntries(context.cms, { section, locale })
  return {
    screen,
    locale,
    title: translationsFor(locale).screens[screen](),
    entries,
    alternates: Object.fromEntries(localeCodes.map((code) => [code, screenPath(screen, code)])),
  }
}

export function meta({ matches, loaderData, error }: MetaArgs<typeof loader>) {
  return pageMeta({ matches, error }, { title: loaderData?.title })
}

export default function EntryListScreen() {
  const { screen, locale, entries } = useLoaderData<typeof loader>()
  const t = useTranslations()
  return (
    <>
      <header className={styles.pageHeader}>
        <h1 className={styles.title}>{t.screens[screen]()}</h1>
      </header>
      <EntryCards entries={entries} locale={locale} />
    </>
  )
}

export { RouteErrorBoundary as ErrorBoundary } from '#site/chrome/route-error-boundary'
