import { useLoaderData } from 'react-router'
import { formAction } from '#site/forms/form-action.server'
import { getCataloguePage } from '#adapters/cms/get-catalogue-page.server'
import { localeCodes } from '#schema/locale'
import { screenPath } from '#runtime/route-table'
import { BlockPage } from '#site/catalogue/block-page'
import { pageMeta } from '#site/page-meta'
import { jsonLdMeta } from '#site/structured-data/json-ld'
import { organizationData } from '#site/structured-data/organization-data'
import { accessOf } from '#site/visitor-access'
import { notFound, screenOf } from '#site/screen-of'
import type { Route } from './+types/home'

/** Home (spec 2): the home single's blocks. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = screenOf(request)
  const page = await getCataloguePage(
    context.cms,
    { section: 'home', locale, preview: context.preview, access: await accessOf({ request, context }) },
    context.log,
  )
  if (!page) throw notFound()
  return {
    locale,
    tree: page.tree,
    skipped: page.skipped,
    description: page.entry.plainDescription,
    // The home entry's own picture, for shares (og:image).
    image: page.entry.fieldImage,
    alternates: Object.fromEntries(localeCodes.map((code) => [code, screenPath('home', code)])),
    structuredData: [organizationData({ origin: context.publicConfig.publicUrl, locale })],
  }
}

/** Its blocks may hold a contact or newsletter form, which posts to the page (decision 006). */
export function action(args: Route.ActionArgs) {
  return formAction(args)
}

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  return [
    ...pageMeta({ matches, error }, { description: loaderData?.description }),
    ...(error ? [] : jsonLdMeta(loaderData?.structuredData)),
  ]
}

export default function Home() {
  const { locale, tree, skipped } = useLoaderData<typeof loader>()
  return <BlockPage tree={tree} skipped={skipped} locale={locale} />
}

// A list filter changes only the query: the page filters what it has (decision 040).
export { revalidateUnlessFiltered as shouldRevalidate } from '#site/catalogue/revalidate-unless-filtered'
export { RouteErrorBoundary as ErrorBoundary } from '#site/chrome/route-error-boundary'
