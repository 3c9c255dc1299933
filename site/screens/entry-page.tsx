import { useLoaderData } from 'react-router'
import type { MetaArgs } from 'react-router'
import type { LoaderArgs } from '#site/app-context'
import { getEntryPage } from '#adapters/cms/get-entry-page.server'
import { PageTree } from '#runtime/page-tree'
import { sectionOfScreen } from '#runtime/sections'
import { blockRenderers } from '#renderers/registry'
import { alternatesOf } from '#site/alternates'
import { pageMeta, plainText } from '#site/page-meta'
import { previewOf } from '#site/preview'
import { notFound, screenOf } from '#site/screen-of'
import * as styles from './screen.css'

/** Screens whose own blocks carry the page's heading: no title above them. */
const editorialScreens = new Set(['page', 'landing'])

/**
 * An entry by slug: generic and landing pages, and the catalogue details (products, collections,
 * designers, projects, inspiration, news). An unknown slug is a 404.
 */
export async function loader({ request, context }: LoaderArgs) {
  const { screen, locale, slug } = screenOf(request)
  const section = sectionOfScreen[screen]
  if (!section || !slug) throw notFound()
  const page = await getEntryPage(
    context.cms,
    { section, slug, locale, preview: previewOf(request) },
    context.log,
  )
  if (!page) throw notFound()
  const { entry, tree, skipped } = page
  return {
    screen,
    title: entry.title,
    text: entry.fieldTextContent,
    image: entry.fieldImage,
    postDate: entry.postDate,
    description: entry.plainDescription || plainText(entry.fieldTextContent),
    tree,
    skipped,
    alternates: alternatesOf(screen, { locale, slug: entry.slug }, entry.localized),
  }
}

export function meta({ matches, loaderData, error }: MetaArgs<typeof loader>) {
  return pageMeta({ matches, error }, { title: loaderData?.title, description: loaderData?.description })
}

export default function EntryPageScreen() {
  const { screen, title, text, image, tree, skipped } = useLoaderData<typeof loader>()
  if (editorialScreens.has(screen))
    return <PageTree tree={tree} skipped={skipped} renderers={blockRenderers} />
  return (
    <article>
      <header className={styles.pageHeader}>
        <h1 className={styles.title}>{title}</h1>
        {text ? <div className={styles.lead} dangerouslySetInnerHTML={{ __html: text }} /> : null}
      </header>
      {image ? (
        <figure className={styles.cover}>
          <img
            className={styles.coverImage}
            src={image.url}
            srcSet={image.srcset || undefined}
            sizes="(min-width: 1152px) 1152px, 100vw"
            width={image.width}
            height={image.height}
            alt={image.alt}
            fetchPriority="high"
          />
        </figure>
      ) : null}
      <PageTree tree={tree} skipped={skipped} renderers={blockRenderers} />
    </article>
  )
}

export { RouteErrorBoundary as ErrorBoundary } from '#site/chrome/route-error-boundary'
