/** The kinds of request the metrics count apart: few, so a flood of new URLs makes no new series. */
export type RouteKind = 'page' | 'page-data' | 'api' | 'asset' | 'cms' | 'health' | 'seo'

/** The kind of a request path (the query is ignored). */
export function routeKindOf(url: string): RouteKind {
  const path = url.split('?', 1)[0] ?? '/'
  if (path === '/healthz' || path === '/readyz') return 'health'
  if (path.startsWith('/api/')) return 'api'
  if (path.startsWith('/cms/')) return 'cms'
  if (path.startsWith('/assets/') || path === '/favicon.ico') return 'asset'
  if (path === '/sitemap.xml' || path === '/robots.txt') return 'seo'
  if (path.endsWith('.data')) return 'page-data'
  return 'page'
}
