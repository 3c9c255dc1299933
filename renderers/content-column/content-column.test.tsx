import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { decodeOrThrow } from '#schema/decode'
import { ContentColumn } from '#schema/blocks/content-column'
import { FieldTitle } from '#schema/blocks/field-title'
import { PageTree } from '#runtime/page-tree'
import { blockRenderers } from '#renderers/registry'
import { contentColumnFixture } from '#renderers/content-columns/content-columns.fixtures'

describe('contentColumn renderer', () => {
  it('renders its blocks stacked, aligned, shown only on the screens listed', () => {
    const props = decodeOrThrow(
      ContentColumn,
      { ...contentColumnFixture, optionAlignment: 'right' },
      'contentColumn fixture',
    )
    const title = decodeOrThrow(FieldTitle, { fieldTitle: 'Teak and rope' }, 'title')
    const html = renderToString(
      <PageTree
        layout="fragment"
        renderers={blockRenderers}
        tree={[
          {
            id: '302',
            type: 'contentColumn',
            props,
            children: [{ id: '303', type: 'fieldTitle', props: title, children: [] }],
          },
        ]}
      />,
    )
    expect(html).toMatch(/^<div data-block="contentColumn"/)
    expect(html).toContain('Teak and rope')
    expect(html).toMatch(/textAlign_right/)
    expect(html).toMatch(/display_none_mobile/)
    expect(html).toMatch(/display_flex_tablet/)
  })
})
