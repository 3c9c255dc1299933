import { describe, expect, it } from 'vitest'
import { scriptsAfterPaint, startScriptsAfterPaint } from './script-priority.server'

const bootstrap = 'import * as route0 from "/assets/root-c3.js";\nimport("/assets/entry.client-a1.js");'
const page =
  '<head><link rel="preload" as="image" fetchPriority="high" href="/hero.jpg"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-a1.js"/><link rel="modulepreload" href="/assets/shell-b2.js"/>' +
  `</head><body><main>Text</main><script type="module" async="">${bootstrap}</script>` +
  '<script>window.__reactRouterContext.streamController.close();</script></body>'

describe('scriptsAfterPaint', () => {
  it('keeps the bootstrap, unchanged and not run, with its preloads as a list, and starts it from the loader', () => {
    expect(scriptsAfterPaint(page)).toBe(
      '<head><link rel="preload" as="image" fetchPriority="high" href="/hero.jpg"/></head>' +
        '<body><main>Text</main>' +
        '<script type="text/x-module-after-paint" data-preload="/assets/entry.client-a1.js /assets/shell-b2.js">' +
        `${bootstrap}</script><script>${startScriptsAfterPaint}</script>` +
        '<script>window.__reactRouterContext.streamController.close();</script></body>',
    )
  })

  it('leaves a page without a bootstrap as it is', () => {
    const plain = '<head><link rel="modulepreload" href="/assets/a.js"/></head><body>Maintenance</body>'
    expect(scriptsAfterPaint(plain)).toBe(plain)
  })
})
