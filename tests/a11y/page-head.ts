import { pageText } from '../e2e/page-text'

/** What search engines read in a page's head. */
export type PageHead = {
  title: string
  description: string | null
  canonical: string | null
  /** hreflang → absolute URL */
  alternates: Record<string, string>
  ogImage: string | null
}

/** Reads the head of server HTML: title, description, canonical, hreflang alternates, og:image. */
export function pageHead(html: string): PageHead {
  const head = /<head[\s>][\s\S]*?<\/head>/i.exec(html)?.[0] ?? ''
  const tags = [...head.matchAll(/<(meta|link)\b([^>]*)>/gi)].map((match) => ({
    tag: (match[1] ?? '').toLowerCase(),
    attributes: attributesOf(match[2] ?? ''),
  }))
  const meta = (key: string, value: string) =>
    tags.find((tag) => tag.tag === 'meta' && tag.attributes[key] === value)?.attributes['content'] ?? null
  const links = tags.filter((tag) => tag.tag === 'link')
  const alternates: Record<string, string> = {}
  for (const link of links)
    if (link.attributes['rel'] === 'alternate' && link.attributes['hreflang'] && link.attributes['href'])
      alternates[link.attributes['hreflang']] = link.attributes['href']
  return {
    title: pageText(/<title>([\s\S]*?)<\/title>/i.exec(head)?.[1] ?? ''),
    description: meta('name', 'description'),
    canonical: links.find((link) => link.attributes['rel'] === 'canonical')?.attributes['href'] ?? null,
    alternates,
    ogImage: meta('property', 'og:image'),
  }
}

function attributesOf(source: string): Record<string, string> {
  const attributes: Record<string, string> = {}
  for (const match of source.matchAll(/([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g))
    attributes[(match[1] ?? '').toLowerCase()] = pageText(match[2] ?? match[3] ?? '')
  return attributes
}
