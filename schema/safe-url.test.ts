import { describe, expect, it } from 'vitest'
import { safeSrcset, safeUrl } from '#schema/safe-url'
import { SafeUrl } from '#schema/safe-url-codec'

describe('safeUrl', () => {
  it.each([
    '/en/products',
    'products/onda',
    '#top',
    '?page=2',
    '//cdn.example.com/a.jpg',
    'https://www.fast.it/en',
    'http://example.com',
    'mailto:info@fast.it',
    'tel:+390301234567',
    '/api/downloads/186',
  ])('keeps %s', (url) => {
    expect(safeUrl(url)).toBe(url)
  })

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    '\u0001javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'http://[::1',
  ])('turns %j into no URL', (url) => {
    expect(safeUrl(url)).toBe('')
  })

  it('decodes null to no URL and refuses a non-string', () => {
    expect(SafeUrl.decode(null)).toEqual({ _tag: 'Right', right: '' })
    expect(SafeUrl.decode(42)._tag).toBe('Left')
  })
})

describe('safeSrcset', () => {
  it('keeps a srcset of safe URLs and drops one with any unsafe candidate', () => {
    expect(safeSrcset('/a-480.jpg 480w, /a-960.jpg 960w')).toBe('/a-480.jpg 480w, /a-960.jpg 960w')
    expect(safeSrcset('/a.jpg 480w, javascript:alert(1) 960w')).toBe('')
  })
})
