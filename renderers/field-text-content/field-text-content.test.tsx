import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { decodeOrThrow } from '#schema/decode'
import { FieldTextContent } from '#schema/blocks/field-text-content'
import { PageTree } from '#runtime/page-tree'
import { blockRenderers } from '#renderers/registry'
import { fieldTextContentFixture } from '#renderers/field-text-content/field-text-content.fixtures'

const props = decodeOrThrow(FieldTextContent, fieldTextContentFixture, 'fieldTextContent fixture')
const html = renderToString(
  <PageTree
    layout="fragment"
    renderers={blockRenderers}
    tree={[{ id: '701', type: 'fieldTextContent', props, children: [] }]}
  />,
)

describe('fieldTextContent renderer', () => {
  it('renders the editor markup inside a block marked with data-block', () => {
    expect(html).toContain('data-block="fieldTextContent"')
    expect(html).toContain('<strong>marine-grade aluminium</strong>')
    expect(html).toContain('<a href="/it/prodotti">collection</a>')
    expect(html).toMatch(/fontSize_lg/)
  })

  it('writes no script and no event handler attribute', () => {
    expect(html).not.toContain('<script')
    expect(html).not.toContain('steal()')
    expect(html).not.toMatch(/\son\w+=/)
  })
})
