import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { decodeOrThrow } from '#schema/decode'
import { FieldTitle } from '#schema/blocks/field-title'
import { PageTree } from '#runtime/page-tree'
import { blockRenderers } from '#renderers/registry'
import { fieldTitleFixture } from '#renderers/field-title/field-title.fixtures'

function render(raw: unknown): string {
  const props = decodeOrThrow(FieldTitle, raw, 'fieldTitle fixture')
  return renderToString(
    <PageTree
      layout="fragment"
      renderers={blockRenderers}
      tree={[{ id: '601', type: 'fieldTitle', props, children: [] }]}
    />,
  )
}

describe('fieldTitle renderer', () => {
  it('renders an h2 with the title, in the chosen family, size and colour', () => {
    const html = render(fieldTitleFixture)
    expect(html).toMatch(/^<h2 data-block="fieldTitle"/)
    expect(html).toContain('Outdoor living, made in Italy</h2>')
    expect(html).toMatch(/fontFamily_serif/)
    expect(html).toMatch(/fontSize_2xl/)
    expect(html).toMatch(/textColor_accent/)
  })

  it('renders the heading level the editor chose', () => {
    expect(render({ ...fieldTitleFixture, optionHeadingLevel: 1 })).toMatch(/^<h1 /)
  })

  it('renders nothing for an empty title', () => {
    expect(render({ ...fieldTitleFixture, fieldTitle: null })).toBe('')
  })
})
