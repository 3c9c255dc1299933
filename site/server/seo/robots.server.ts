/**
 * robots.txt: everything public may be crawled, the CMS's files too (page images, the favicon and
 * og:image live under /cms/assets/); the API and the CMS's GraphQL endpoint may not. The reserved
 * area is not disallowed: a crawler must read its pages to see their noindex. The sitemap is named
 * with its absolute URL.
 */
export function robotsTxt(publicUrl: string): string {
  const origin = publicUrl.replace(/\/+$/, '')
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /cms/api',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}
