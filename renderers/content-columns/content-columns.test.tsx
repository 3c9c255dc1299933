import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { decodeOrThrow } from '#schema/decode'
import { ContentColumn } from '#schema/blocks/content-column'
import { ContentColumns } from '#schema/blocks/content-columns'
import { FieldTitle } from '#schema/blocks/field-title'
import { PageTree } from '#runtime/page-tree'
import { blockRenderers } from '#renderers/registry'
import {
  contentColumnFixture,
  contentColumnsFixture,
} from '#renderers/content-columns/content-columns.fixtures'

const columns = decodeOrThrow(ContentColumns, contentColumnsFixture, 'contentColumns fixture')
const column = decodeOrThrow(ContentColumn, contentColumnFixture, 'contentColumn fixture')
const title = (id: string, text: string) => ({
  id,
  type: 'fieldTitle' as const,
  props: decodeOrThrow(FieldTitle, { fieldTitle: text }, 'title'),
  children: [],
})

function render(): string {
  return renderToString(
    <PageTree
      layout="fragment"
      renderers={blockRenderers}
      tree={[
        {
          id: '301',
          type: 'contentColumns',
          props: columns,
          children: ['Aluminium', 'Teak', 'Wellness'].map((name, i) => ({
            id: `c${i}`,
            type: 'contentColumn' as const,
            props: column,
            children: [title(`t${i}`, name)],
          })),
        },
      ]}
    />,
  )
}

describe('contentColumns renderer', () => {
  it('renders a row holding each column and its blocks, marked with data-block', () => {
    const html = render()
    expect(html).toContain('data-block="contentColumns"')
    expect(html.match(/data-block="contentColumn"/g)).toHaveLength(3)
    for (const name of ['Aluminium', 'Teak', 'Wellness']) expect(html).toContain(name)
  })

  it('fills in the column counts the editor left empty from the number of columns', () => {
    const html = render()
    // mobile 1, tablet 2 (fit), desktop 3 (set), wide as desktop: one sprinkle class per screen.
    expect(html).toMatch(/gridTemplateColumns_1_mobile/)
    expect(html).toMatch(/gridTemplateColumns_2_tablet/)
    expect(html).toMatch(/gridTemplateColumns_3_desktop/)
    expect(html).toMatch(/gridTemplateColumns_3_wide/)
  })

  it('hides a column on the screens its visibility leaves out', () => {
    expect(render()).toMatch(/display_none_mobile/)
  })
})
