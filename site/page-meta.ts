import type { MetaDescriptor } from 'react-router'
import type { LayoutData } from '#adapters/cms/get-layout-data.server'

/** spec 5 and 9: site title and description are cut to 200 characters. */
export const metaTextLimit = 200

/** Cuts text to `limit` characters, ending with an ellipsis when it was longer. */
export function truncate(text: string, limit = metaTextLimit): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  return clean.length <= limit ? clean : `${clean.slice(0, limit - 1).trimEnd()}…`
}

type Match = { id: string; data?: unknown; loaderData?: unknown } | undefined

function layoutDataOf(matches: readonly Match[]): LayoutData | undefined {
  const match = matches.find((candidate) => candidate?.id.startsWith('locale___'))
  const data = match?.loaderData ?? match?.data
  return isLayoutData(data) ? data : undefined
}

function isLayoutData(value: unknown): value is LayoutData {
  return (
    typeof value === 'object' &&
    value !== null &&
    'menu' in value &&
    'siteInfo' in value &&
    'globals' in value
  )
}

/**
 * A page's title, description and favicon (spec 2, Layouts): the site title from site info, or the
 * product name from infoProduct when site info gives none, after the page's own title.
 */
export function pageMeta(
  route: { matches: readonly Match[]; error?: unknown },
  page: { title?: string | undefined; description?: string | undefined } = {},
): MetaDescriptor[] {
  // An error page names itself (chrome/error-page.tsx); a second title would compete with it.
  if (route.error) return []
  const matches = route.matches
  const layout = layoutDataOf(matches)
  const siteTitle = layout?.siteInfo?.plainTitle || layout?.globals?.productName || 'Fast'
  const title = page.title && page.title !== siteTitle ? `${page.title} | ${siteTitle}` : siteTitle
  const description = page.description || layout?.siteInfo?.plainDescription || ''
  const favicon = layout?.siteInfo?.fieldImage[0]
  const descriptors: MetaDescriptor[] = [{ title: truncate(title) }]
  if (description) descriptors.push({ name: 'description', content: truncate(description) })
  if (favicon?.url)
    descriptors.push({
      tagName: 'link',
      rel: 'icon',
      href: favicon.url,
      ...(favicon.mimeType ? { type: favicon.mimeType } : {}),
    })
  return descriptors
}

/** Plain text of a CMS rich-text field, for descriptions. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
}
