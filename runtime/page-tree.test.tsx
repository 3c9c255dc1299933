import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { decodeOrThrow } from '#schema/decode'
import { ContentGroup } from '#schema/blocks/content-group'
import { FieldTitle } from '#schema/blocks/field-title'
import type { PageTree as PageTreeData, SkippedBlock } from '#schema/page-tree'
import type { BlockRenderers } from '#runtime/define-block'
import { PageTree } from '#runtime/page-tree'

// runtime knows no concrete renderer, so this test brings minimal ones of its own.
const outline = (name: string) =>
  function Outline({ children }: { children: ReactNode }) {
    return <div data-block={name}>{children}</div>
  }
const renderers: BlockRenderers = {
  contentColumns: outline('contentColumns'),
  contentColumn: outline('contentColumn'),
  contentGroup: outline('contentGroup'),
  contentHero: outline('contentHero'),
  fieldTitle: ({ props }) => <h2 data-block="fieldTitle">{props.fieldTitle}</h2>,
  fieldTextContent: outline('fieldTextContent'),
  fieldImage: outline('fieldImage'),
  fieldSpacer: outline('fieldSpacer'),
  fieldSeparator: outline('fieldSeparator'),
  fieldButtons: outline('fieldButtons'),
  allCollection: outline('allCollection'),
  allDownload: outline('allDownload'),
  allInspiration: outline('allInspiration'),
  allNews: outline('allNews'),
  allProducts: outline('allProducts'),
  allProjects: outline('allProjects'),
  animatedNumber: outline('animatedNumber'),
  fieldCard: outline('fieldCard'),
  fieldDownloadList: outline('fieldDownloadList'),
  fieldEmbed: outline('fieldEmbed'),
  fieldForm: outline('fieldForm'),
  fieldFormCustom: outline('fieldFormCustom'),
  fieldFormID: outline('fieldFormID'),
  fieldGallery: outline('fieldGallery'),
  fieldGalleryAdvanced: outline('fieldGalleryAdvanced'),
  fieldGalleryAdvancedItem: outline('fieldGalleryAdvancedItem'),
  fieldIcon: outline('fieldIcon'),
  fieldImageHotpoint: outline('fieldImageHotpoint'),
  fieldSliderFiniture: outline('fieldSliderFiniture'),
  fieldStoryline: outline('fieldStoryline'),
  fieldStorylineItem: outline('fieldStorylineItem'),
  fieldVideo: outline('fieldVideo'),
  listCollection: outline('listCollection'),
  listDownload: outline('listDownload'),
  listInspiration: outline('listInspiration'),
  listNews: outline('listNews'),
  listProduct: outline('listProduct'),
  listProject: outline('listProject'),
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
    reason: "'fieldVideo' is a block this site does not render yet",
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
      /Saunas<\/h2><div data-skipped-block="fieldVideo"[^>]*>Block left out: contentBlocks\[2\]\.fieldVideo\n&#x27;fieldVideo&#x27; is a block/,
    )
  })

  it('shows nothing where a block was left out, in production', () => {
    const html = renderToString(
      <PageTree tree={tree} renderers={renderers} skipped={skipped} showSkipped={false} />,
    )
    expect(html).not.toContain('data-skipped-block')
  })
})
