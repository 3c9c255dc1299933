import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { decodeOrThrow } from '#schema/decode'
import { FieldButtons } from '#schema/blocks/field-buttons'
import { PageTree } from '#runtime/page-tree'
import { VisitorContext } from '#runtime/visitor-context'
import { blockRenderers } from '#renderers/registry'
import { fieldButtonsFixture } from '#renderers/field-buttons/field-buttons.fixtures'

const props = decodeOrThrow(FieldButtons, fieldButtonsFixture, 'fieldButtons fixture')
const tree = [{ id: '1101', type: 'fieldButtons' as const, props, children: [] }]

describe('fieldButtons renderer', () => {
  it('renders each button as a link in its style, dropping the ones with nowhere to go', () => {
    const html = renderToString(<PageTree layout="fragment" renderers={blockRenderers} tree={tree} />)
    expect(html).toContain('data-block="fieldButtons"')
    expect(html).toMatch(
      /<a href="\/it\/prodotti" class="[^"]*variant_standard[^"]*">Discover the collection<\/a>/,
    )
    expect(html.match(/<(a|button) /g)).toHaveLength(2)
  })

  it('locks a registered-only button for an anonymous visitor: no href, a lock icon, data-locked', () => {
    const html = renderToString(<PageTree layout="fragment" renderers={blockRenderers} tree={tree} />)
    expect(html).toMatch(
      /<button type="button" data-locked="" aria-haspopup="dialog" class="[^"]*variant_inverse[^"]*"><svg[^>]*aria-hidden="true"/,
    )
    expect(html).toContain('Download the 3D files</button>')
    expect(html).not.toContain('catalogue-2025.pdf')
  })

  it('opens a registered-only button for a logged-in visitor, in a new tab as the editor asked', () => {
    const html = renderToString(
      <VisitorContext value={{ loggedIn: true, onLockedClick: () => {} }}>
        <PageTree layout="fragment" renderers={blockRenderers} tree={tree} />
      </VisitorContext>,
    )
    expect(html).toContain('<a href="/media/catalogue-2025.pdf"')
    expect(html).toContain('target="_blank" rel="noopener noreferrer"')
    expect(html).not.toContain('data-locked')
  })
})
