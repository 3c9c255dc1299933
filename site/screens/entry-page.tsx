import { useLoaderData } from 'react-router'
import type { MetaArgs } from 'react-router'
import type { ActionArgs, LoaderArgs } from '#site/app-context'
import { formAction } from '#site/forms/form-action.server'
import { getCataloguePage } from '#adapters/cms/get-catalogue-page.server'
import { getProductDetails } from '#adapters/cms/get-product-details.server'
import { RichText } from '#runtime/rich-text'
import { sectionOfScreen } from '#runtime/sections'
import { alternatesOf } from '#site/alternates'
import { ResponsiveImage } from '#renderers/responsive-image/responsive-image'
import { BlockPage } from '#site/catalogue/block-page'
import { CatalogueList } from '#site/catalogue/catalogue-list'
import { publicationDate } from '#site/catalogue/publication-date'
import { relatedEntriesOf } from '#site/catalogue/related-entries.server'
import { useTranslations } from '#site/i18n/translations'
import { pageMeta, plainText } from '#site/page-meta'
import { accessOf } from '#site/visitor-access'
import { notFound, screenOf } from '#site/screen-of'
import * as styles from './screen.css'

/** Screens whose own blocks carry the page's heading: no title above them. */
const editorialScreens = new Set(['page', 'landing'])

/**
 * An entry by slug: generic and landing pages, and the catalogue details (products, collections,
 * designers, projects, inspiration, news). An unknown slug is a 404. Restricted URLs are removed
 * for an anonymous visitor before the data leaves the loader (spec 6); a visitor with a valid
 * session cookie gets them.
 */
export async function loader({ request, context }: LoaderArgs) {
  const { screen, locale, slug } = screenOf(request)
  const section = sectionOfScreen[screen]
  if (!section || !slug) throw notFound()
  const page = await getCataloguePage(
    context.cms,
    { section, slug, locale, preview: context.preview, access: await accessOf({ request, context }) },
    context.log,
  )
  if (!page) throw notFound()
  const { entry, tree, skipped } = page
  const [related, viewer] = await Promise.all([
    relatedEntriesOf(context, { screen, id: String(entry.id), locale }),
    screen === 'product' ? viewer360(context, String(entry.id), locale) : Promise.resolve(null),
  ])
  return {
    screen,
    locale,
    title: entry.title,
    text: entry.fieldTextContent,
    image: entry.fieldImage,
    postDate: entry.postDate,
    // spec §2.2: a news item shows when it was published, in the page's language.
    published: screen === 'news' ? publicationDate(entry.postDate, locale) : '',
    designers: related.designers,
    products: related.products,
    description: entry.plainDescription || plainText(entry.fieldTextContent),
    noindex: entry.seoNoIndex,
    tree,
    skipped,
    viewer360: viewer,
    alternates: alternatesOf(screen, { locale, slug: entry.slug }, entry.localized),
  }
}

/**
 * The product's 360 viewer, when its BC_id is in the 360 list (PRODUCT_SERVICE_URL, or the
 * embedded seed list); a failure is logged and the page renders without the link (spec 8).
 */
async function viewer360(
  context: LoaderArgs['context'],
  id: string,
  locale: 'it' | 'en',
): Promise<string | null> {
  try {
    const [details, products] = await Promise.all([
      getProductDetails(context.cms, { id, locale }),
      context.products360.list(),
    ])
    const code = details?.BC_id
    if (!code) return null
    const found = products.find((product) => product.BC_id === code)
    return found ? (found.viewerUrl ?? '') : null
  } catch (error) {
    context.log.warn('The 360 product list is unavailable', {
      error: error instanceof Error ? error.message : String(error),
    })
    return null
  }
}

/** Its blocks may hold a contact or newsletter form, which posts to the page (decision 006). */
export function action(args: ActionArgs) {
  return formAction(args)
}

export function meta({ matches, loaderData, error }: MetaArgs<typeof loader>) {
  return pageMeta({ matches, error }, { title: loaderData?.title, description: loaderData?.description })
}

export default function EntryPageScreen() {
  const {
    screen,
    locale,
    title,
    text,
    image,
    tree,
    skipped,
    viewer360,
    postDate,
    published,
    designers,
    products,
  } = useLoaderData<typeof loader>()
  const t = useTranslations()
  if (editorialScreens.has(screen)) return <BlockPage tree={tree} skipped={skipped} locale={locale} />
  return (
    <article>
      <header className={styles.pageHeader}>
        {published ? (
          <p className={styles.eyebrow}>
            {t.entry.publishedOn()} <time dateTime={postDate}>{published}</time>
          </p>
        ) : null}
        <h1 className={styles.title}>{title}</h1>
        {text ? <RichText className={styles.lead} html={text} /> : null}
        {designers.length > 0 ? (
          <p className={styles.designers}>
            {t.entry.designedBy()}{' '}
            {designers.map((designer, index) => (
              <span key={designer.id}>
                {index > 0 ? ', ' : null}
                <a href={designer.path}>{designer.title}</a>
              </span>
            ))}
          </p>
        ) : null}
        {viewer360 !== null ? (
          <p>
            <a
              className={styles.viewer360}
              href={viewer360 || '#'}
              target="_blank"
              rel="noopener noreferrer"
              data-viewer-360=""
            >
              {t.blocks.view360()}
            </a>
          </p>
        ) : null}
      </header>
      {image ? (
        <figure className={styles.cover}>
          {/* The entry's picture is its lead image (docs/architecture.md, Performance: LCP), so the blocks below have none. */}
          <ResponsiveImage
            className={styles.coverImage}
            image={image}
            sizes="(min-width: 1152px) 1152px, 100vw"
            priority
          />
        </figure>
      ) : null}
      <BlockPage tree={tree} skipped={skipped} locale={locale} leadImage={!image} />
      {products.length > 0 ? (
        <section className={styles.related} aria-labelledby="collection-products">
          <h2 id="collection-products" className={styles.sectionTitle}>
            {t.entry.collectionProducts()}
          </h2>
          <CatalogueList
            entries={products}
            filters={[]}
            locale={locale}
            listStyle="category"
            headingLevel={3}
            leadImage={false}
          />
        </section>
      ) : null}
    </article>
  )
}

export { RouteErrorBoundary as ErrorBoundary } from '#site/chrome/route-error-boundary'
