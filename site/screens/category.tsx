import { useLoaderData } from 'react-router'
import { getCategory } from '#adapters/cms/get-category.server'
import { listCatalogue } from '#adapters/cms/list-catalogue.server'
import { RichText } from '#runtime/rich-text'
import { screenDeclarations } from '#schema/screen-declarations.server'
import { alternatesOf } from '#site/alternates'
import { CatalogueList } from '#site/catalogue/catalogue-list'
import { screenPath } from '#runtime/route-table'
import { breadcrumbData } from '#site/structured-data/breadcrumb-data'
import { catalogueTrail } from '#site/structured-data/catalogue-trail'
import { jsonLdMeta } from '#site/structured-data/json-ld'
import { plainText } from '#schema/plain-text'
import { pageMeta } from '#site/page-meta'
import { notFound, screenOf } from '#site/screen-of'
import * as styles from './screen.css'
import type { Route } from './+types/category'

/** A product or project category: its text and the entries related to it, in the category style. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { screen, locale, slug } = screenOf(request)
  const category = screenDeclarations[screen].category
  if (!category || !slug) throw notFound()
  const found = await getCategory(context.cms, { group: category.group, slug, locale })
  if (!found) throw notFound()
  const section = category.section === 'projects' ? 'projects' : 'products'
  const { entries } = await listCatalogue(context.cms, { section, locale, relatedTo: String(found.id) })
  return {
    locale,
    title: found.title,
    text: found.fieldTextContent,
    // Read as text here, on the server: the browser gets no entity table for its meta.
    description: plainText(found.fieldTextContent),
    entries,
    // The first picture of the category's entries stands for it in shares (og:image).
    image: entries.find((entry) => entry.fieldImage !== null)?.fieldImage ?? null,
    alternates: alternatesOf(screen, { locale, slug: found.slug }, found.localized),
    structuredData: [
      breadcrumbData(
        context.publicConfig.publicUrl,
        catalogueTrail(screen, locale, {
          name: found.title,
          path: screenPath(screen, locale, { slug: found.slug }),
        }),
      ),
    ],
  }
}

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  return [
    ...pageMeta({ matches, error }, { title: loaderData?.title, description: loaderData?.description }),
    ...(error ? [] : jsonLdMeta(loaderData?.structuredData)),
  ]
}

export default function CategoryScreen() {
  const { locale, title, text, entries } = useLoaderData<typeof loader>()
  return (
    <>
      <header className={styles.pageHeader}>
        <h1 className={styles.title}>{title}</h1>
        {text ? <RichText className={styles.lead} html={text} /> : null}
      </header>
      <div className={styles.catalogue}>
        <CatalogueList entries={entries} filters={[]} locale={locale} listStyle="category" />
      </div>
    </>
  )
}

export { RouteErrorBoundary as ErrorBoundary } from '#site/chrome/route-error-boundary'
