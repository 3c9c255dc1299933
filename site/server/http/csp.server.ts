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

/** The sha256 sources (`sha256-…`) of one page's own inline scripts and `<style>` elements. */
export type PageHashes = { scripts: readonly string[]; styles: readonly string[] }

const noHashes: PageHashes = { scripts: [], styles: [] }

/** Mapbox GL's API, tiles and telemetry, only reached when MAPBOX_KEY is set. */
const mapboxHosts = ['https://api.mapbox.com', 'https://*.tiles.mapbox.com', 'https://events.mapbox.com']

/**
 * The site's Content-Security-Policy (docs/decisions/008-csp-with-per-page-script-hashes.md).
 * Scripts: same-origin files plus, in production, the sha256 hashes of the page's own inline
 * scripts (React Router's hydration data and module bootstrap) — never 'unsafe-inline'. Styles
 * the same way: files, plus the hashes of the stylesheets inlined into the page
 * (inline-stylesheets.server.ts).
 */
export function cspDirectives(options: CspOptions, page: PageHashes = noHashes): CspDirectives {
  const quoted = (hashes: readonly string[]) => hashes.map((hash) => `'${hash}'`)
  const styleSources = options.dev ? ["'self'", "'unsafe-inline'"] : ["'self'", ...quoted(page.styles)]
  const cmsOrigin = options.cmsGraphqlUrl ? new URL(options.cmsGraphqlUrl).origin : undefined
  const directives: CspDirectives = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'script-src': options.dev
      ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"]
      : ["'self'", ...quoted(page.scripts)],
    'script-src-attr': ["'none'"],
    // The markup carries style attributes (React `style` props: image ratios, map sizes), which
    // only 'unsafe-inline' allows; <style> elements need their hash outside development, where
    // Vite injects the CSS as <style> elements.
    'style-src': styleSources,
    'style-src-elem': styleSources,
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
const styleElement = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi

/**
 * The CSP source hashes of an HTML document's inline scripts and `<style>` elements, in order,
 * once each. Scripts with `src` run from files and need no hash.
 */
export function pageHashes(html: string): PageHashes {
  const scripts = new Set<string>()
  for (const [, attributes = '', body = ''] of html.matchAll(inlineScript)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue
    scripts.add(sha256Source(body))
  }
  const styles = new Set<string>()
  for (const [, body = ''] of html.matchAll(styleElement)) styles.add(sha256Source(body))
  return { scripts: [...scripts], styles: [...styles] }
}

function sha256Source(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`
}
