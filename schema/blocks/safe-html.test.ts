import { describe, expect, it } from 'vitest'
import { SafeHtml, sanitizeHtml } from '#schema/blocks/safe-html'

describe('sanitizeHtml', () => {
  it('keeps the markup an editor writes', () => {
    const html =
      '<h2>Finishes</h2><p>Powder-coated <em>sand</em> or <strong>graphite</strong>, see <a href="/en/products" target="_blank">products</a>.</p><ul><li>Teak</li></ul>'
    expect(sanitizeHtml(html)).toBe(html)
  })

  it('removes scripts and styles with their content', () => {
    expect(sanitizeHtml('<p>Hi</p><script>alert(1)</script><style>p{}</style>')).toBe('<p>Hi</p>')
  })

  it('removes event handler attributes and javascript: URLs', () => {
    const clean = sanitizeHtml(
      '<p onclick="x()"><a href="javascript:alert(1)" onmouseover="y()">go</a><img src="/a.jpg" onerror="z()"></p>',
    )
    expect(clean).not.toMatch(/onclick|onmouseover|onerror|javascript:/)
    expect(clean).toContain('>go</a>')
  })

  it('removes frames and tags outside the list but keeps their text', () => {
    expect(sanitizeHtml('<iframe src="//evil"></iframe><marquee>Sale</marquee>')).toBe('Sale')
  })

  it('decodes null rich text to an empty string and refuses a non-string', () => {
    expect(SafeHtml.decode(null)).toEqual({ _tag: 'Right', right: '' })
    expect(SafeHtml.decode(42)._tag).toBe('Left')
  })

  it('puts a table in a box of its own that scrolls, once however often it is sanitized', () => {
    const table = '<table onclick="x()"><tr><td>locale</td></tr></table>'
    const clean = sanitizeHtml(`<p>Cookie</p>${table}`)
    expect(clean).toBe(
      '<p>Cookie</p><div data-table-scroll tabindex="0"><table><tr><td>locale</td></tr></table></div>',
    )
    expect(sanitizeHtml(clean)).toBe(clean)
    expect(SafeHtml.is(clean)).toBe(true)
  })

  it('never lets a stray or missing </table> unbalance the page around the rich text', () => {
    const stray = sanitizeHtml('<p>a</p></table></div><p>b</p>')
    expect(stray).toBe('<p>a</p><p>b</p>')
    const open = sanitizeHtml('<table><tr><td>x')
    expect(open).toBe('<div data-table-scroll tabindex="0"><table><tr><td>x</table></div>')
    expect(sanitizeHtml(open)).toBe(open)
    const nested = sanitizeHtml('<table><tr><td><table><tr><td>x</td></tr></table></td></tr></table></table>')
    expect(nested.match(/<div/g)).toHaveLength(2)
    expect(nested.match(/<\/div>/g)).toHaveLength(2)
  })
})
