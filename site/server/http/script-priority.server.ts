/** `<link rel="modulepreload">` as React Router's `<Scripts>` writes it (no other attributes). */
const modulePreload = /<link rel="modulepreload" href="([^"]+)"\s*\/?>/g

/** React Router's module bootstrap: the route modules' imports, then the client entry's. */
const moduleBootstrap = /<script type="module" async="">([\s\S]*?)<\/script>/

/** The type that keeps the bootstrap from running until {@link startScriptsAfterPaint} runs it. */
const waitingType = 'text/x-module-after-paint'

/** A picture that loads slowly (or never) holds the scripts back this long at most. */
const loadWaitMs = 3000

/**
 * Runs the waiting bootstrap once the browser has painted the page: after its load event (its
 * pictures on screen and fonts are in), a frame, then a task; 3 s at the latest, and at once in a
 * hidden tab, which paints nothing, or when the visitor acts (a touch, a click, a key) first. It
 * runs the bootstrap written just before it, never one that content slipped in earlier. The preloads go into the head first, where React's hydration
 * finds them as its own. The copy is a new `<script type="module">` with the same text, so the
 * hash the page's CSP lists for the bootstrap allows it too.
 */
export const startScriptsAfterPaint = `(() => {
  const waiting = document.currentScript?.previousElementSibling
  if (!(waiting instanceof HTMLScriptElement) || waiting.type !== '${waitingType}') return
  let started = false
  const start = () => {
    if (started) return
    started = true
    for (const href of (waiting.dataset.preload || '').split(' ').filter(Boolean)) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      document.head.append(link)
    }
    const script = document.createElement('script')
    script.type = 'module'
    script.textContent = waiting.textContent
    document.head.append(script)
  }
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start))
  if (document.visibilityState === 'hidden') return start()
  if (document.readyState === 'complete') return afterPaint()
  addEventListener('load', afterPaint, { once: true })
  for (const type of ['pointerdown', 'keydown', 'touchstart'])
    addEventListener(type, start, { once: true, capture: true, passive: true })
  setTimeout(start, ${loadWaitMs})
})()`

/**
 * Asks the browser for a page's scripts once it has painted the page (docs/architecture.md,
 * Performance; decision 032).
 *
 * Every page arrives complete from the server: its text, links and GET forms work before any
 * script runs, and the scripts only hydrate it. Yet React Router preloads them from the head and
 * starts them from the end of the body, so a phone fetched some 140 KB of JavaScript alongside the
 * hero image, and Lighthouse counted their download as on the way to the largest paint.
 *
 * The bootstrap is kept, with its text unchanged, under a type the browser does not run, and its
 * preloads go with it as a list; {@link startScriptsAfterPaint} (an inline script allowed by its
 * hash) starts both after the first paint. A page without the bootstrap is left as it is.
 */
export function scriptsAfterPaint(html: string): string {
  const bootstrap = moduleBootstrap.exec(html)
  if (!bootstrap) return html
  const preloads = [...html.matchAll(modulePreload)].map(([, href = '']) => href)
  const waiting =
    `<script type="${waitingType}" data-preload="${preloads.join(' ')}">${bootstrap[1] ?? ''}</script>` +
    `<script>${startScriptsAfterPaint}</script>`
  const at = bootstrap.index
  return (html.slice(0, at) + waiting + html.slice(at + bootstrap[0].length)).replace(modulePreload, '')
}
