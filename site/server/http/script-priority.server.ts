/** `<link rel="modulepreload">` as React Router's `<Scripts>` writes it (no other attributes). */
const modulePreload = /<link rel="modulepreload" href="([^"]+)"\s*\/?>/g

/**
 * Asks the browser for a page's scripts after what it paints (docs/architecture.md, Performance).
 *
 * Every page arrives complete from the server: its text, links and GET forms work before any
 * script runs, and the scripts only hydrate it. Yet React Router preloads them at high priority,
 * ahead of the page's images, and a phone then downloads some 140 KB of JavaScript before it shows
 * the hero image (Lighthouse counted them as blocking the first paint). `fetchpriority="low"` on
 * each preload lets the document, its images and fonts go first; hydration follows.
 * React hydrates these links by their href, so the extra attribute changes nothing else.
 */
export function preloadScriptsAfterPaint(html: string): string {
  return html.replace(
    modulePreload,
    (_link, href: string) => `<link rel="modulepreload" href="${href}" fetchpriority="low"/>`,
  )
}
