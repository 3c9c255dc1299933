import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { decodeOrThrow } from '#schema/decode'
import { FieldSpacer } from '#schema/blocks/field-spacer'
import { PageTree } from '#runtime/page-tree'
import { blockRenderers } from '#renderers/registry'
import { fieldSpacerFixture } from '#renderers/field-spacer/field-spacer.fixtures'

describe('fieldSpacer renderer', () => {
  it('renders a hidden spacer with the desktop height and half of it on phones when none is set', () => {
    const props = decodeOrThrow(FieldSpacer, fieldSpacerFixture, 'fieldSpacer fixture')
    const html = renderToString(
      <PageTree
        layout="fragment"
        renderers={blockRenderers}
        tree={[{ id: '901', type: 'fieldSpacer', props, children: [] }]}
      />,
    )
    expect(html).toContain('data-block="fieldSpacer"')
    expect(html).toContain('aria-hidden="true"')
    expect(html).toContain('--fast-spacer-desktop:96px')
    expect(html).toContain('--fast-spacer-mobile:48px')
  })
})
