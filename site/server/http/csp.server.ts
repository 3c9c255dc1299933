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
 * Scripts: same-origin files plus, in production, the sha256 hashes of the inline scripts the
 * framework emitted into the page (React Router's hydration data and module bootstrap; see
 * {@link finishForCsp}) — never 'unsafe-inline', never a script that came with the content. Styles
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

const styleElement = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi

/** A page as rendered, with the nonce its render stamped on its own scripts (render-nonce.server.ts). */
export type RenderedPage = { html: string; nonce: string }

/**
 * A rendered page made ready to send, and the hashes its CSP allows (decision 008):
 * - scripts: the inline scripts whose opening tag carries the render's nonce, the ones React
 *   Router and React emitted. Content cannot carry a nonce it never sees, so a `<script>` that
 *   slipped into the HTML with the content gets no hash and does not run;
 * - the nonce is then removed from the page (it stays a secret, and a cached page keeps the same
 *   bytes), and `finish` runs;
 * - `ownScriptHashes`: those of the inline scripts `finish` adds, the server's own code, never
 *   content (hashed once, with {@link scriptHashes});
 * - styles: the `<style>` elements `finish` added (our built stylesheets inlined), never one
 *   that was in the rendered content.
 */
export function finishForCsp(
  rendered: RenderedPage,
  finish: (html: string) => string = (html) => html,
  ownScriptHashes: readonly string[] = [],
): { html: string; hashes: PageHashes } {
  const scripts = new Set<string>(ownScriptHashes)
  for (const [, body = ''] of rendered.html.matchAll(stampedScript(rendered.nonce)))
    scripts.add(sha256Source(body))
  const unstamped = rendered.html.replaceAll(` nonce="${rendered.nonce}"`, '')
  const html = finish(unstamped)
  const before = new Set(styleHashes(unstamped))
  const styles = styleHashes(html).filter((hash) => !before.has(hash))
  return { html, hashes: { scripts: [...scripts], styles: [...new Set(styles)] } }
}

/** The sha256 sources of inline scripts the server itself writes, for {@link finishForCsp}. */
export function scriptHashes(scripts: readonly string[]): string[] {
  return scripts.map(sha256Source)
}

/** Inline scripts whose opening tag carries the nonce (React writes attributes `name="value"`). */
function stampedScript(nonce: string): RegExp {
  const quoted = nonce.replace(/[^\w-]/g, (character) => `\\${character}`)
  return new RegExp(`<script\\b[^>]*\\snonce="${quoted}"[^>]*>([\\s\\S]*?)<\\/script\\s*>`, 'gi')
}

function styleHashes(html: string): string[] {
  return [...html.matchAll(styleElement)].map(([, body = '']) => sha256Source(body))
}

function sha256Source(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`
}
