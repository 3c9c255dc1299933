import { describe, expect, it } from 'vitest'
import { preloadScriptsAfterPaint } from './script-priority.server'

describe('preloadScriptsAfterPaint', () => {
  it('asks for every module preload at low priority and leaves the rest of the page alone', () => {
    const page =
      '<head><link rel="preload" as="image" fetchPriority="high" href="/hero.jpg"/>' +
      '<link rel="modulepreload" href="/assets/entry.client-a1.js"/><link rel="modulepreload" href="/assets/shell-b2.js"/>' +
      '</head><body><script type="module" async="">import "/assets/entry.client-a1.js";</script></body>'
    expect(preloadScriptsAfterPaint(page)).toBe(
      '<head><link rel="preload" as="image" fetchPriority="high" href="/hero.jpg"/>' +
        '<link rel="modulepreload" href="/assets/entry.client-a1.js" fetchpriority="low"/>' +
        '<link rel="modulepreload" href="/assets/shell-b2.js" fetchpriority="low"/>' +
        '</head><body><script type="module" async="">import "/assets/entry.client-a1.js";</script></body>',
    )
  })
})
