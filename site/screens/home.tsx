import { useLoaderData } from 'react-router'
import type { MetaArgs } from 'react-router'
import type { LoaderArgs } from '#site/app-context'
import { getEntryPage } from '#adapters/cms/get-entry-page.server'
import { localeCodes } from '#schema/locale'
import { PageTree } from '#runtime/page-tree'
import { screenPath } from '#runtime/route-table'
import { blockRenderers } from '#renderers/registry'
import { pageMeta } from '#site/page-meta'
import { previewOf } from '#site/preview'
import { notFound, screenOf } from '#site/screen-of'

/** Home (spec 2): the home single's blocks. */
export async function loader({ request, context }: LoaderArgs) {
  const { locale } = screenOf(request)
  const page = await getEntryPage(
    context.cms,
    { section: 'home', locale, preview: previewOf(request) },
    context.log,
  )
  if (!page) throw notFound()
  return {
    tree: page.tree,
    skipped: page.skipped,
    description: page.entry.plainDescription,
    alternates: Object.fromEntries(localeCodes.map((code) => [code, screenPath('home', code)])),
  }
}

export function meta({ matches, loaderData, error }: MetaArgs<typeof loader>) {
  return pageMeta({ matches, error }, { description: loaderData?.description })
}

export default function Home() {
  const { tree, skipped } = useLoaderData<typeof loader>()
  return <PageTree tree={tree} skipped={skipped} renderers={blockRenderers} />
}

export { RouteErrorBoundary as ErrorBoundary } from '#site/chrome/route-error-boundary'
