import { useLoaderData } from 'react-router'
import { formAction } from '#site/forms/form-action.server'
import { getCataloguePage } from '#adapters/cms/get-catalogue-page.server'
import { getProductTitle } from '#adapters/cms/get-product-title.server'
import { productSlugOf } from '#schema/product-slug'
import { RichText } from '#runtime/rich-text'
import { screenDeclarations } from '#schema/screen-declarations.server'
import { screenPath } from '#runtime/route-table'
import { alternatesOf } from '#site/alternates'
import { ResponsiveImage } from '#renderers/responsive-image/responsive-image'
import { BlockPage } from '#site/catalogue/block-page'
import { CatalogueList } from '#site/catalogue/catalogue-list'
import { SiteLink } from '#site/chrome/site-link'
import { publicationDate } from '#site/catalogue/publication-date'
import { relatedEntriesOf } from '#site/catalogue/related-entries.server'
import { productPageDataOf } from '#site/catalogue/product-page-data.server'
import { ProductLinks } from '#site/catalogue/product-links'
import { ProductSpecifications } from '#site/catalogue/product-specifications'
import { useTranslations } from '#site/i18n/translations'
import { breadcrumbData } from '#site/structured-data/breadcrumb-data'
import { catalogueTrail } from '#site/structured-data/catalogue-trail'
import { jsonLdMeta, type JsonLdObject } from '#site/structured-data/json-ld'
import { newsArticleData } from '#site/structured-data/news-article-data'
import { productData } from '#site/structured-data/product-data'
import { plainText } from '#schema/plain-text'
import { pageMeta, shortestDescription } from '#site/page-meta'
import { accessOf } from '#site/visitor-access'
import { notFound, screenOf } from '#site/screen-of'
import * as styles from './screen.css'
import type { Route } from './+types/entry-page'

/** Screens whose own blocks carry the page's heading: no title above them. */
const editorialScreens = new Set(['page', 'landing'])

/**
 * An entry by slug: generic and landing pages, and the catalogue details (products, collections,
 * designers, projects, inspiration, news). An unknown slug is a 404. Restricted URLs are removed
 * for an anonymous visitor before the data leaves the loader (spec 6); a visitor with a valid
 * session cookie gets them.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { screen, locale, slug } = screenOf(request)
  const section = screenDeclarations[screen].section
  if (!section || !slug) throw notFound()
  const page = await getCataloguePage(
    context.cms,
    { section, slug, locale, preview: context.preview, access: await accessOf({ request, context }) },
    context.log,
  )
  if (!page) throw notFound()
  const { entry, tree, skipped } = page
  const [related, product, requestAbout] = await Promise.all([
    relatedEntriesOf(context, { screen, id: String(entry.id), locale }),
    screen === 'product'
      ? productPageDataOf(context, { id: String(entry.id), slug: entry.slug, locale })
      : Promise.resolve(null),
    screen === 'page' ? requestedProduct(context, request, locale) : Promise.resolve(null),
  ])
  const description = descriptionOf(entry.plainDescription ?? '', plainText(entry.fieldTextContent))
  const origin = context.publicConfig.publicUrl
  const path = screenPath(screen, locale, { slug: entry.slug })
  const trail = catalogueTrail(screen, locale, { name: entry.title, path })
  const structuredData: JsonLdObject[] = []
  if (product)
    structuredData.push(
      productData({
        origin,
        path,
        name: entry.title,
        description,
        image: entry.fieldImage?.url,
        code: product.code,
        category: product.category?.title,
        material: product.facts.find((fact) => fact.name === 'materials')?.value ?? '',
      }),
    )
  if (screen === 'news')
    structuredData.push(
      newsArticleData({
        origin,
        path,
        headline: entry.title,
        description,
        image: entry.fieldImage?.url,
        published: entry.postDate,
        modified: entry.dateUpdated,
      }),
    )
  if (trail.length > 0) structuredData.push(breadcrumbData(origin, trail))
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
    collections: related.collections,
    description,
    structuredData,
    noindex: entry.seoNoIndex,
    tree,
    skipped,
    product,
    // The product a contact form on this page asks about (site/forms/forms-provider.tsx reads it).
    requestAbout,
    alternates: alternatesOf(screen, { locale, slug: entry.slug }, entry.localized),
  }
}

/** The CMS's description, or the lead when that is too short to say something (decision 045). */
function descriptionOf(description: string, lead: string): string {
  return [description, lead].find((text) => text.length >= shortestDescription) ?? (description || lead)
}

/**
 * The product named by `?product=` (the product page's "Ask for information", decision 050): only
 * a slug of the right shape is looked up, and only one the CMS knows is shown; anything else, or
 * the CMS failing, is a page about no product.
 */
async function requestedProduct(
  context: Route.LoaderArgs['context'],
  request: Request,
  locale: 'it' | 'en',
): Promise<{ slug: string; title: string } | null> {
  const slug = productSlugOf(new URL(request.url).searchParams.get('product'))
  if (!slug) return null
  try {
    return await getProductTitle(context.cms, { slug, locale })
  } catch (error) {
    context.log.warn('The product of a contact page could not be read', {
      error: error instanceof Error ? error.message : String(error),
    })
    return null
  }
}

/** Its blocks may hold a contact or newsletter form, which posts to the page (decision 006). */
export function action(args: Route.ActionArgs) {
  return formAction(args)
}

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  return [
    ...pageMeta({ matches, error }, { title: loaderData?.title, description: loaderData?.description }),
    ...(error ? [] : jsonLdMeta(loaderData?.structuredData)),
  ]
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
    product,
    postDate,
    published,
    designers,
    products,
    collections,
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
                <SiteLink href={designer.path}>{designer.title}</SiteLink>
              </span>
            ))}
          </p>
        ) : null}
        {product ? <ProductLinks product={product} /> : null}
        {product && product.viewer360 !== null ? (
          <p>
            <a
              className={styles.viewer360}
              href={product.viewer360 || '#'}
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
      {product ? <ProductSpecifications facts={product.facts} /> : null}
      <RelatedEntries
        id="collection-products"
        title={screen === 'designer' ? t.entry.designerProducts() : t.entry.collectionProducts()}
        entries={products}
        locale={locale}
      />
      <RelatedEntries
        id="designer-collections"
        title={t.entry.designerCollections()}
        entries={collections}
        locale={locale}
      />
    </article>
  )
}

/** A titled list of the entries related to this one (a collection's products, a designer's work). */
function RelatedEntries({
  id,
  title,
  entries,
  locale,
}: {
  id: string
  title: string
  entries: Parameters<typeof CatalogueList>[0]['entries']
  locale: Parameters<typeof CatalogueList>[0]['locale']
}) {
  if (entries.length === 0) return null
  return (
    <section className={styles.related} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      <CatalogueList
        entries={entries}
        filters={[]}
        locale={locale}
        listStyle="category"
        headingLevel={3}
        leadImage={false}
      />
    </section>
  )
}

// A list filter changes only the query: the page filters what it has (decision 040).
export { revalidateUnlessFiltered as shouldRevalidate } from '#site/catalogue/revalidate-unless-filtered'
export { RouteErrorBoundary as ErrorBoundary } from '#site/chrome/route-error-boundary'
