import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { decodeOrThrow } from '#schema/decode'
import { ContentGroup } from '#schema/blocks/content-group'
import { FieldTitle } from '#schema/blocks/field-title'
import { PageTree } from '#runtime/page-tree'
import { blockRenderers } from '#renderers/registry'
import { contentGroupFixture } from '#renderers/content-group/content-group.fixtures'

const props = decodeOrThrow(ContentGroup, contentGroupFixture, 'contentGroup fixture')
const title = decodeOrThrow(FieldTitle, { fieldTitle: 'Made on Lake Garda since 1983' }, 'title')

describe('contentGroup renderer', () => {
  it('renders its blocks over a decorative, lazily loaded background image', () => {
    const html = renderToString(
      <PageTree
        layout="fragment"
        renderers={blockRenderers}
        tree={[
          {
            id: '401',
            type: 'contentGroup',
            props,
            children: [{ id: '402', type: 'fieldTitle', props: title, children: [] }],
          },
        ]}
      />,
    )
    expect(html).toContain('data-block="contentGroup"')
    expect(html).toContain('Made on Lake Garda since 1983')
    expect(html).toContain('src="/media/terrazza-alluminio-1600.jpg"')
    expect(html).toContain('alt=""')
    expect(html).toContain('loading="lazy"')
    expect(html).toMatch(/maxWidth_narrow/)
    expect(html).toMatch(/backgroundColor_charcoal/)
  })
})
