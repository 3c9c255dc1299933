import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { finishForCsp } from './csp.server'

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`

describe('finishForCsp', () => {
  const nonce = 'n0nce-of-this-render'
  const rendered = [
    '<html><head><link rel="modulepreload" href="/assets/a.js" nonce="n0nce-of-this-render"/></head><body>',
    '<div class="lead"><p>Text</p><script>window.pwned=1</script><style>body{display:none}</style></div>',
    '<script nonce="n0nce-of-this-render">window.__reactRouterContext={}</script>',
    '<script nonce="n0nce-of-this-render" type="module">import "/assets/a.js"</script>',
    '<script nonce="a-guess">window.guessed=1</script>',
    '</body></html>',
  ].join('')

  it('hashes only the scripts stamped with the render nonce, and sends no nonce', () => {
    const { html, hashes } = finishForCsp({ html: rendered, nonce })
    expect(hashes.scripts).toEqual([
      sha256('window.__reactRouterContext={}'),
      sha256('import "/assets/a.js"'),
    ])
    expect(html).not.toContain(nonce)
    expect(html).toContain('<script>window.__reactRouterContext={}</script>')
    expect(html).toContain('<link rel="modulepreload" href="/assets/a.js"/>')
  })

  it('hashes the styles the finishing step inlines, never a style that came with the content', () => {
    const inline = (html: string) =>
      html.replace('</head>', '<style data-href="/assets/a.css">a{}</style></head>')
    const { hashes } = finishForCsp({ html: rendered, nonce }, inline)
    expect(hashes.styles).toEqual([sha256('a{}')])
  })
})
