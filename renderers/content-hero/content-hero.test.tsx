import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { decodeOrThrow } from '#schema/decode'
import { ContentHero } from '#schema/blocks/content-hero'
import { FieldTitle } from '#schema/blocks/field-title'
import { PageTree } from '#runtime/page-tree'
import { LeadImageContext, leadImageBlockOf } from '#renderers/lead-image/lead-image'
import { blockRenderers } from '#renderers/registry'
import { contentHeroFixture, contentHeroVideoFixture } from '#renderers/content-hero/content-hero.fixtures'

function render(raw: unknown): string {
  const props = decodeOrThrow(ContentHero, raw, 'contentHero fixture')
  const title = decodeOrThrow(
    FieldTitle,
    { fieldTitle: 'Summer lives outside', optionHeadingLevel: 1 },
    'title',
  )
  const tree = [
    {
      id: '501',
      type: 'contentHero' as const,
      props,
      children: [{ id: '502', type: 'fieldTitle' as const, props: title, children: [] }],
    },
  ]
  // As BlockPage gives it: the hero opening the page holds the lead image.
  return renderToString(
    <LeadImageContext value={leadImageBlockOf(tree)}>
      <PageTree layout="fragment" renderers={blockRenderers} tree={tree} />
    </LeadImageContext>,
  )
}

describe('contentHero renderer', () => {
  it('renders its blocks over a priority image, the phone crop served below md through <picture>', () => {
    const html = render(contentHeroFixture)
    expect(html).toContain('data-block="contentHero"')
    expect(html).toContain('<h1')
    expect(html).toContain('Summer lives outside')
    expect(html).toMatch(
      /<picture[^>]*><source media="screen and \(max-width: 767.98px\)" srcSet="\/media\/spa-mobile-480.jpg 480w/,
    )
    expect(html).toContain('fetchPriority="high"')
    expect(html).toContain('loading="eager"')
    expect(html).not.toContain('loading="lazy"')
  })

  it('turns inherited text light over its media and lays the scrim when optionSwitch is on', () => {
    const html = render(contentHeroFixture)
    expect(html).toMatch(/textColor_light/)
    expect(html).toMatch(/scrim/)
  })

  it('plays a muted looping video with the phone cut as a media source and the image as poster', () => {
    const html = render(contentHeroVideoFixture)
    expect(html).toMatch(/<video[^>]*autoPlay/i)
    expect(html).toMatch(/<video[^>]*muted/)
    expect(html).toContain('poster="/media/terrazza-alluminio-1600.jpg"')
    expect(html).toContain(
      '<source src="/media/terrace-loop-portrait.mp4" type="video/mp4" media="screen and (max-width: 767.98px)"/>',
    )
    expect(html).toContain('<source src="/media/terrace-loop.mp4" type="video/mp4"/>')
  })
})
