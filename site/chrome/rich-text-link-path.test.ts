import { describe, expect, it } from 'vitest'
import { richTextLinkPath } from './rich-text-link-path'
import type { RichTextLinkClick } from './rich-text-link-path'

const origin = 'https://fast.example'
const click = (over: Partial<RichTextLinkClick>): RichTextLinkClick => ({
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  href: `${origin}/it/chi-siamo`,
  target: '',
  download: false,
  here: `${origin}/it`,
  ...over,
})

describe('richTextLinkPath', () => {
  it('navigates in the app to a screen of this site', () => {
    expect(richTextLinkPath(click({}), [origin])).toBe('/it/chi-siamo')
    expect(richTextLinkPath(click({ href: `${origin}/en/search?q=onda` }), [origin])).toBe(
      '/en/search?q=onda',
    )
  })

  it('leaves a new tab, a new window, a middle click and a download to the browser', () => {
    for (const over of [
      { metaKey: true },
      { ctrlKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
      { target: '_blank' },
      { download: true },
    ])
      expect(richTextLinkPath(click(over), [origin])).toBeUndefined()
    expect(richTextLinkPath(click({ target: '_self' }), [origin])).toBe('/it/chi-siamo')
  })

  it('never follows another origin, a file or endpoint of this one, or a script URL', () => {
    expect(
      richTextLinkPath(click({ href: 'https://elsewhere.example/it/chi-siamo' }), [origin]),
    ).toBeUndefined()
    expect(richTextLinkPath(click({ href: `${origin}/api/downloads/12` }), [origin])).toBeUndefined()
    expect(richTextLinkPath(click({ href: `${origin}/switch-locale?to=/en` }), [origin])).toBeUndefined()
    expect(richTextLinkPath(click({ href: 'javascript:alert(1)' }), [origin])).toBeUndefined()
  })

  it('leaves a link to a place on the same page to the browser', () => {
    expect(richTextLinkPath(click({ href: `${origin}/it#contatti` }), [origin])).toBeUndefined()
    expect(richTextLinkPath(click({ href: `${origin}/it/chi-siamo#storia` }), [origin])).toBe(
      '/it/chi-siamo#storia',
    )
  })
})
