import { createHash } from 'node:crypto'

export type CspOptions = {
  /** `npm run dev`: Vite's HMR client needs inline and eval'd scripts and a websocket. */
  dev: boolean
  /** With a Mapbox key the map talks to Mapbox's hosts; without one it never leaves the site. */
  mapboxKey: string | undefined
  /** A real Craft CMS serves its images from its own origin. */
  cmsGraphqlUrl: string | undefined
  /** Over https, the browser is told to upgrade any http subresource. */
  publicUrl: string
}

export type CspDirectives = Record<string, string[]>

/** Mapbox GL's API, tiles and telemetry, only reached when MAPBOX_KEY is set. */
const mapboxHosts = ['https://api.mapbox.com', 'https://*.tiles.mapbox.com', 'https://events.mapbox.com']

/**
 * The site's Content-Security-Policy (docs/decisions/008-csp-with-per-page-script-hashes.md).
 * Scripts: same-origin files plus, in production, the sha256 hashes of the page's own inline
 * scripts (React Router's hydration data and module bootstrap) — never 'unsafe-inline'.
 */
export function cspDirectives(options: CspOptions, scriptHashes: readonly string[] = []): CspDirectives {
  const cmsOrigin = options.cmsGraphqlUrl ? new URL(options.cmsGraphqlUrl).origin : undefined
  const directives: CspDirectives = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'script-src': options.dev
      ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"]
      : ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
    'script-src-attr': ["'none'"],
    // The markup carries style attributes (React `style` props: image ratios, map sizes), which
    // only 'unsafe-inline' allows; <style> elements stay forbidden outside development, where
    // Vite injects the CSS as <style> elements.
    'style-src': options.dev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
    'style-src-elem': options.dev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(cmsOrigin ? [cmsOrigin] : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': [
      "'self'",
      ...(options.mapboxKey ? mapboxHosts : []),
      ...(options.dev ? ['ws:', 'wss:'] : []),
    ],
    // maplibre-gl and mapbox-gl start their workers from blob: URLs or same-origin files.
    'worker-src': ["'self'", 'blob:'],
    'child-src': ["'self'", 'blob:'],
    // fieldEmbed and fieldFormCustom blocks frame third-party https pages (videos, forms).
    'frame-src': ["'self'", 'https:'],
    'manifest-src': ["'self'"],
  }
  if (!options.dev && options.publicUrl.startsWith('https:')) directives['upgrade-insecure-requests'] = []
  return directives
}

/** The header value of a set of directives. */
export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ')
}

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi

/**
 * The CSP source hashes (`sha256-…`) of every inline script of an HTML document, in order, once
 * each. Scripts with `src` run from files and need no hash.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', body = ''] of html.matchAll(inlineScript)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue
    hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`)
  }
  return [...hashes]
}
