/**
 * robots.txt: everything public may be crawled; the reserved area and the API may not, and the
 * sitemap is named with its absolute URL.
 */
export function robotsTxt(publicUrl: string): string {
  const origin = publicUrl.replace(/\/+$/, '')
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /cms/',
    'Disallow: /it/account',
    'Disallow: /en/account',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}
