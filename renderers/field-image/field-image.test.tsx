import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { decodeOrThrow } from '#schema/decode'
import { FieldImage } from '#schema/blocks/field-image'
import { PageTree } from '#runtime/page-tree'
import { blockRenderers } from '#renderers/registry'
import { fieldImageFixture } from '#renderers/field-image/field-image.fixtures'

function render(raw: unknown): string {
  const props = decodeOrThrow(FieldImage, raw, 'fieldImage fixture')
  return renderToString(
    <PageTree
      layout="fragment"
      renderers={blockRenderers}
      tree={[{ id: '801', type: 'fieldImage', props, children: [] }]}
    />,
  )
}

describe('fieldImage renderer', () => {
  it('renders a sized, lazy image with its srcset and alt at the chosen width and alignment', () => {
    const html = render(fieldImageFixture)
    expect(html).toMatch(/^<figure data-block="fieldImage"/)
    expect(html).toContain('width="1600" height="1067"')
    expect(html).toContain('alt="Aluminium lounge set on a terrace above the lake at dusk"')
    expect(html).toContain('srcSet="/media/terrazza-alluminio-480.jpg 480w')
    expect(html).toContain('sizes="(min-width: 1440px) 720px, 50vw"')
    expect(html).toContain('loading="lazy"')
    expect(html).toMatch(/width_medium/)
    expect(html).toMatch(/alignment_right/)
  })

  it('renders nothing when the asset is private (no url)', () => {
    expect(render({ ...fieldImageFixture, fieldImage: [{ url: null, width: 10, height: 10 }] })).toBe('')
  })
})
