import { useLoaderData } from 'react-router'
import { listCatalogue } from '#adapters/cms/list-catalogue.server'
import { localeCodes } from '#schema/locale'
import { screenPath } from '#runtime/route-table'
import { CatalogueList } from '#site/catalogue/catalogue-list'
import { translationsFor, useTranslations } from '#site/i18n/translations'
import { breadcrumbData } from '#site/structured-data/breadcrumb-data'
import { catalogueTrail } from '#site/structured-data/catalogue-trail'
import { jsonLdMeta } from '#site/structured-data/json-ld'
import { pageMeta } from '#site/page-meta'
import { notFound, screenOf } from '#site/screen-of'
import * as styles from './screen.css'
import type { Route } from './+types/entry-list'

const sectionOfList = {
  products: 'products',
  collections: 'collections',
  designers: 'designers',
  projects: 'projects',
  inspirations: 'inspiration',
  newsList: 'news',
} as const
type ListScreen = keyof typeof sectionOfList

function isListScreen(screen: string): screen is ListScreen {
  return Object.hasOwn(sectionOfList, screen)
}

/** The catalogue lists: products, collections, designers, projects, inspiration, news. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { screen, locale } = screenOf(request)
  if (!isListScreen(screen)) throw notFound()
  const { entries, filters } = await listCatalogue(context.cms, { section: sectionOfList[screen], locale })
  return {
    screen,
    locale,
    title: translationsFor(locale).screens[screen](),
    entries,
    filters,
    // The list has no CMS entry of its own: its first picture stands for it in shares (og:image).
    image: entries.find((entry) => entry.fieldImage !== null)?.fieldImage ?? null,
    alternates: Object.fromEntries(localeCodes.map((code) => [code, screenPath(screen, code)])),
    structuredData: [
      breadcrumbData(
        context.publicConfig.publicUrl,
        catalogueTrail(screen, locale, {
          name: translationsFor(locale).screens[screen](),
          path: screenPath(screen, locale),
        }),
      ),
    ],
  }
}

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  return [
    ...pageMeta({ matches, error }, { title: loaderData?.title }),
    ...(error ? [] : jsonLdMeta(loaderData?.structuredData)),
  ]
}

export default function EntryListScreen() {
  const { screen, locale, entries, filters } = useLoaderData<typeof loader>()
  const t = useTranslations()
  return (
    <>
      <header className={styles.pageHeader}>
        <h1 className={styles.title}>{t.screens[screen]()}</h1>
      </header>
      <div className={styles.catalogue}>
        <CatalogueList entries={entries} filters={filters} locale={locale} listStyle="archive" />
      </div>
    </>
  )
}

// A list filter changes only the query: the page filters what it has (decision 040).
export { revalidateUnlessFiltered as shouldRevalidate } from '#site/catalogue/revalidate-unless-filtered'
export { RouteErrorBoundary as ErrorBoundary } from '#site/chrome/route-error-boundary'
