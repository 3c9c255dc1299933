import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { decodeOrThrow } from '#schema/decode'
import { ContentGroup } from '#schema/blocks/content-group'
import { FieldTitle } from '#schema/blocks/field-title'
import type { PageTree as PageTreeData, SkippedBlock } from '#schema/page-tree'
import type { BlockRenderers } from '#runtime/define-block'
import { PageTree } from '#runtime/page-tree'
import { blockRecord } from '#schema/generated/block-declarations'

// runtime knows no concrete renderer, so this test brings minimal ones of its own.
const outline = (name: string) =>
  function Outline({ children }: { children: ReactNode }) {
    return <div data-block={name}>{children}</div>
  }
// An outline for every declared block, so a new block needs no line here; the title shows its text.
const renderers: BlockRenderers = {
  ...blockRecord(outline),
  fieldTitle: ({ props }) => <h2 data-block="fieldTitle">{props.fieldTitle}</h2>,
}

const title = (id: string, text: string) => ({
  id,
  type: 'fieldTitle' as const,
  props: decodeOrThrow(FieldTitle, { fieldTitle: text }, 'title'),
  children: [],
})
const tree: PageTreeData = [
  {
    id: 'g',
    type: 'contentGroup',
    props: decodeOrThrow(ContentGroup, {}, 'group'),
    children: [title('a', 'Saunas'), title('b', 'Hot tubs')],
  },
  title('c', 'Contact us'),
]
const skipped: SkippedBlock[] = [
  {
    path: 'contentBlocks[2].fieldVideo',
    type: 'fieldVideo',
    reason: "'fieldVideo' failed to decode: fieldVideo is not a list",
    parentId: 'g',
    index: 1,
  },
]

describe('PageTree', () => {
  it('renders each block with its renderer and its children inside it, in order', () => {
    const html = renderToString(<PageTree tree={tree} renderers={renderers} showSkipped={false} />)
    // A loose block at the top of the page sits in a content box; sections stand on their own.
    expect(html).toMatch(
      /^<div data-block="contentGroup"><h2 data-block="fieldTitle">Saunas<\/h2><h2 data-block="fieldTitle">Hot tubs<\/h2><\/div><div class="[^"]*looseBlocks[^"]*"><h2 data-block="fieldTitle">Contact us<\/h2><\/div>$/,
    )
  })

  it('shows a placeholder where a block was left out, in development', () => {
    const html = renderToString(<PageTree tree={tree} renderers={renderers} skipped={skipped} showSkipped />)
    expect(html).toMatch(
      /Saunas<\/h2><div data-skipped-block="fieldVideo"[^>]*>Block left out: contentBlocks\[2\]\.fieldVideo\n&#x27;fieldVideo&#x27; failed to decode/,
    )
  })

  it('shows nothing where a block was left out, in production', () => {
    const html = renderToString(
      <PageTree tree={tree} renderers={renderers} skipped={skipped} showSkipped={false} />,
    )
    expect(html).not.toContain('data-skipped-block')
  })
})
