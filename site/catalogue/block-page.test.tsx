import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { decodeOrThrow } from '#schema/decode'
import { ContentHero } from '#schema/blocks/content-hero'
import { FieldImage } from '#schema/blocks/field-image'
import { FieldTextContent } from '#schema/blocks/field-text-content'
import type { PageTree } from '#schema/page-tree'
import { contentHeroFixture } from '#renderers/content-hero/content-hero.fixtures'
import { fieldImageFixture } from '#renderers/field-image/field-image.fixtures'
import { fieldTextContentFixture } from '#renderers/field-text-content/field-text-content.fixtures'
import { BlockPage } from '#site/catalogue/block-page'

const hero = decodeOrThrow(ContentHero, contentHeroFixture, 'hero')
const image = decodeOrThrow(FieldImage, fieldImageFixture, 'image')
const text = decodeOrThrow(FieldTextContent, fieldTextContentFixture, 'text')

/** A whole document, as the server renders it, so React hoists preloads into the head. */
function renderPage(tree: PageTree, leadImage?: boolean): { head: string; body: string } {
  const html = renderToString(
    <html lang="en">
      <head>
        <title>test</title>
      </head>
      <body>
        <BlockPage tree={tree} skipped={[]} locale="en" {...(leadImage === undefined ? {} : { leadImage })} />
      </body>
    </html>,
  )
  const [head = '', body = ''] = html.split('</head>')
  return { head, body }
}

const imgTags = (html: string) => html.match(/<img [^>]*>/g) ?? []
const preloads = (html: string) => html.match(/<link rel="preload" as="image"[^>]*>/g) ?? []

describe('BlockPage lead image (docs/architecture.md, Performance: LCP)', () => {
  const twoHeroes: PageTree = [
    { id: 'h1', type: 'contentHero', props: hero, children: [] },
    { id: 'h2', type: 'contentHero', props: hero, children: [] },
    { id: 'i1', type: 'fieldImage', props: image, children: [] },
  ]

  it('preloads the opening hero in the head, each art-directed source for its media, with high priority', () => {
    const { head, body } = renderPage(twoHeroes)
    const links = preloads(head)
    expect(links).toHaveLength(2)
    expect(links[0]).toContain('media="screen and (max-width: 767.98px)"')
    expect(links[0]).toContain('imageSrcSet="/media/spa-mobile-480.jpg 480w')
    expect(links[1]).toContain('media="not screen and (max-width: 767.98px)"')
    expect(links[1]).toContain('imageSrcSet="/media/terrazza-alluminio-480.jpg 480w')
    for (const link of links) {
      // The preload asks for the candidate the picture will pick: the same sizes as its source.
      const sizes = /imageSizes="([^"]+)"/.exec(link)?.[1] ?? ''
      expect(sizes).toMatch(/100vw$/)
      expect(body).toContain(`sizes="${sizes}"`)
      expect(link).toContain('fetchPriority="high"')
    }
  })

  it('loads only the first hero eagerly with high priority; the later hero and image stay lazy', () => {
    const [first, second, third] = imgTags(renderPage(twoHeroes).body)
    expect(first).toContain('loading="eager"')
    expect(first).toContain('fetchPriority="high"')
    for (const later of [second, third]) {
      expect(later).toContain('loading="lazy"')
      expect(later).not.toContain('fetchPriority')
    }
  })

  it('makes an image block the lead image when loose blocks open the page with it', () => {
    const { head, body } = renderPage([
      { id: 't1', type: 'fieldTextContent', props: text, children: [] },
      { id: 'i1', type: 'fieldImage', props: image, children: [] },
      { id: 'h1', type: 'contentHero', props: hero, children: [] },
    ])
    expect(preloads(head)).toHaveLength(1)
    expect(preloads(head)[0]).toContain('imageSizes="(min-width: 1440px) 720px, 50vw"')
    const [lead, later] = imgTags(body)
    expect(lead).toContain('fetchPriority="high"')
    expect(later).toContain('loading="lazy"')
  })

  it('preloads nothing when the screen draws its own lead image above the blocks', () => {
    const { head, body } = renderPage(twoHeroes, false)
    expect(preloads(head)).toEqual([])
    for (const img of imgTags(body)) expect(img).toContain('loading="lazy"')
  })
})
