import { describe, expect, it } from 'vitest'
import { contentFindings } from './content-audit'

const page = (body: string, title = 'A page') =>
  `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main>${body}</main></body></html>`

const byRule = (html: string) =>
  Object.fromEntries(contentFindings(html, 'test page').map((finding) => [finding.rule, finding.targets]))

describe('the content audit of a page', () => {
  it('finds nothing on a page whose content is right', () => {
    expect(
      byRule(
        page(`<h1>Onda</h1><img src="/a.jpg" alt="A teak lounger by a pool"><img src="/line.svg" alt="">
          <h2>Finishes</h2><a href="/en/products"><img src="/b.jpg" alt="Products"></a>
          <a href="/en/contact" aria-label="Contact us"><svg></svg></a>
          <ul><li>Teak</li></ul><iframe title="Map of the showroom" src="/map"></iframe>
          <div hidden><h5>Hidden from everyone</h5><a href="/x"></a></div>`),
      ),
    ).toEqual({})
  })

  it('names each rule an editor can break, with the element that breaks it', () => {
    expect(
      byRule(
        `<!doctype html><html lang="en"><head><title> </title></head><body>
          <h2>Collections</h2><h4>Skipped a level</h4><h3></h3>
          <img src="/c.jpg"><a href="/en/news"></a><a href="/en/about"><img src="/d.jpg" alt=""></a>
          <li>Stray item</li><iframe src="/video"></iframe>
          <p id="twice">One</p><p id="twice">Two</p></body></html>`,
      ),
    ).toEqual({
      'document-title': ['title'],
      'page-has-heading-one': ['html'],
      'heading-order': ['h4 "Skipped a level" after h2'],
      'empty-heading': ['h3'],
      'image-alt': ['img[/c.jpg]'],
      'link-name': ['a[/en/news]', 'a[/en/about]'],
      list: ['li "Stray item"'],
      'frame-title': ['iframe[/video]'],
      'duplicate-id': ['#twice (2 times)'],
    })
  })

  it('reads an svg title as the page title only in the head', () => {
    expect(byRule(page('<h1>Home</h1><svg><title>Logo</title></svg>', ''))).toEqual({
      'document-title': ['title'],
    })
  })
})
