import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { decodeOrThrow } from '#schema/decode'
import { FieldSeparator } from '#schema/blocks/field-separator'
import { PageTree } from '#runtime/page-tree'
import { blockRenderers } from '#renderers/registry'
import { fieldSeparatorFixture } from '#renderers/field-separator/field-separator.fixtures'

describe('fieldSeparator renderer', () => {
  it('renders a rule of the chosen thickness and colour', () => {
    const props = decodeOrThrow(FieldSeparator, fieldSeparatorFixture, 'fieldSeparator fixture')
    const html = renderToString(
      <PageTree
        layout="fragment"
        renderers={blockRenderers}
        tree={[{ id: '1001', type: 'fieldSeparator', props, children: [] }]}
      />,
    )
    expect(html).toMatch(/^<hr data-block="fieldSeparator"/)
    expect(html).toContain('height:2px')
    expect(html).toMatch(/lineColor_accent/)
  })
})
