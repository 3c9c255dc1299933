import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ContentLink, ContentLinkContext, withNoopener } from './content-link'
import type { ContentLinkProps } from './content-link'

describe('ContentLink', () => {
  it('is a plain anchor where no site gives its own link', () => {
    expect(renderToString(<ContentLink href="/en/products">Products</ContentLink>)).toBe(
      '<a href="/en/products">Products</a>',
    )
  })

  it('opens a new window with noopener, keeping the rel words it was given', () => {
    const html = renderToString(
      <ContentLink href="https://elsewhere.example" newWindow rel="noreferrer">
        Elsewhere
      </ContentLink>,
    )
    expect(html).toContain('target="_blank"')
    expect(html).toContain('rel="noopener noreferrer"')
    expect(withNoopener('noopener external')).toBe('noopener external')
    expect(withNoopener(undefined)).toBe('noopener')
  })

  it('is drawn by the link component the site provides', () => {
    const SiteLink = ({ href, children }: ContentLinkProps) => (
      <a href={href} data-site-link="">
        {children}
      </a>
    )
    const html = renderToString(
      <ContentLinkContext value={SiteLink}>
        <ContentLink href="/it/prodotti">Prodotti</ContentLink>
      </ContentLinkContext>,
    )
    expect(html).toBe('<a href="/it/prodotti" data-site-link="">Prodotti</a>')
  })
})
