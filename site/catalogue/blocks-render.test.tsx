import { text } from 'node:stream/consumers'
import { prerenderToNodeStream } from 'react-dom/static'
import { FormsContext } from '#runtime/forms-context'
import { formsFixture } from '#renderers/contact-form/contact-form.fixtures'
import { describe, expect, it } from 'vitest'
import { decodePageTree } from '#adapters/cms/page-blocks'
import { PageTree } from '#runtime/page-tree'
import { VisitorContext } from '#runtime/visitor-context'
import { rawSpaImagePortrait, rawTerraceImage } from '#renderers/fixture-images'
import { blockRenderers } from '#renderers/registry'

/*
 * Each block added by spec §2.8 rendered on the server from a raw CMS fixture, decoded the way the
 * adapter decodes a page (flat list with levels). Each case names the block, its raw blocks and
 * the text its markup must show. Codec failures with paths: schema/blocks/block-codecs.test.ts.
 */
const entry = (id: string, title: string, section: string, extra: object = {}) => ({
  id,
  title,
  slug: title.toLowerCase().replaceAll(' ', '-'),
  sectionHandle: section,
  postDate: '2026-03-01T09:00:00+00:00',
  postDateText: '1 March 2026',
  fieldImage: rawTerraceImage,
  ...extra,
})
const products = [
  entry('1', 'Onda sun lounger', 'products', {
    categories: [{ id: '300', title: 'Sun loungers', slug: 'sun-loungers' }],
  }),
  entry('2', 'Riva table', 'products', { categories: [{ id: '301', title: 'Tables', slug: 'tables' }] }),
]
const download = (id: string, title: string, restricted: boolean) => ({
  id,
  title,
  optionSwitch: false,
  optionLoginRestricted: restricted,
  downloadCategory: 'catalogues',
  fieldDownload: [{ id: `a${id}`, url: `https://cdn.example.com/${id}.pdf`, filename: `${id}.pdf` }],
})
const listOptions = { fieldListFilter: [{ id: '300', title: 'Sun loungers', slug: 'sun-loungers' }] }
const one = (typeHandle: string, fields: object) => [{ id: '1', typeHandle, level: 1, ...fields }]

const cases: { name: string; raw: unknown[]; shows: string[] }[] = [
  {
    name: 'animatedNumber',
    raw: one('animatedNumber', { fieldNumber: 1200, fieldTitle: 'stores worldwide' }),
    shows: ['1,200', 'stores worldwide'],
  },
  {
    name: 'fieldCard',
    raw: one('fieldCard', {
      fieldTitle: 'Spa',
      fieldSubtitle: 'Hot tubs',
      fieldTextContent: '<p>Cedar</p>',
      fieldBackgroundImage: rawTerraceImage,
      buttons: [{ fieldButton: { url: '/en/products', text: 'Discover' } }],
    }),
    shows: ['Spa', 'Hot tubs', 'Cedar', 'Discover', 'width="1600"'],
  },
  {
    name: 'fieldDownloadList',
    raw: one('fieldDownloadList', {
      fieldTitle: 'Documents',
      entries: [download('1', 'Catalogue', false), download('2', 'Price list', true)],
    }),
    shows: ['Documents', 'Catalogue', 'https://cdn.example.com/1.pdf', 'Log in to download'],
  },
  {
    name: 'fieldEmbed',
    raw: one('fieldEmbed', {
      fieldEmbed: 'https://www.openstreetmap.org/export/embed.html',
      fieldTitle: 'Factory map',
      embedAspectRatio169: true,
    }),
    shows: ['<iframe', 'Factory map', '16 / 9'],
  },
  {
    name: 'fieldForm',
    raw: one('fieldForm', { formType: 'contact' }),
    shows: ['Label firstName', 'Label message', 'Send the request'],
  },
  {
    name: 'fieldFormID',
    raw: one('fieldFormID', { formId: 'newsletter-2026' }),
    shows: ['data-form-id="newsletter-2026"'],
  },
  {
    name: 'fieldFormCustom',
    raw: one('fieldFormCustom', {
      fieldTitle: 'Become a retailer',
      fieldSubtitle: 'Partner form',
      fieldUrl: 'https://partner.example/form',
    }),
    shows: ['Become a retailer', 'Partner form', 'https://partner.example/form'],
  },
  {
    name: 'fieldGallery',
    raw: one('fieldGallery', {
      fieldTitle: 'Gallery',
      fieldGallery: [...rawTerraceImage, ...rawSpaImagePortrait],
    }),
    shows: ['Gallery', 'Enlarge image', 'loading="lazy"'],
  },
  {
    name: 'fieldGalleryAdvanced',
    raw: [
      {
        id: '1',
        typeHandle: 'fieldGalleryAdvanced',
        level: 1,
        fieldTitle: 'Projects',
        fieldSelectGalleryColumns: 3,
      },
      {
        id: '2',
        typeHandle: 'fieldGalleryAdvancedItem',
        level: 2,
        fieldImage: rawTerraceImage,
        fieldCaptionImage: 'Lake Garda hotel',
      },
    ],
    shows: ['Projects', 'Lake Garda hotel', 'data-block="fieldGalleryAdvancedItem"'],
  },
  { name: 'fieldGalleryAdvancedItem', raw: [], shows: [] },
  {
    name: 'fieldIcon',
    raw: one('fieldIcon', {
      fieldImage: [{ url: '/icon.png', width: 64, height: 64, alt: '' }],
      optionImageWidth: 'large',
    }),
    shows: ['/icon.png', 'width="64"'],
  },
  {
    name: 'fieldImageHotpoint',
    raw: one('fieldImageHotpoint', {
      fieldImage: rawTerraceImage,
      hotpoints: [
        {
          hotpointCoordinateX: 30,
          hotpointCoordinateY: 60,
          hotpointContent: '<p>Riva table</p>',
          hotpointLink: { url: '/en/collections/riva', text: 'Riva' },
        },
      ],
    }),
    shows: ['left:30%', 'Riva table', '/en/collections/riva', 'aria-expanded="false"'],
  },
  {
    name: 'fieldSliderFiniture',
    raw: one('fieldSliderFiniture', {
      fieldTitle: 'Finishes',
      finishes: [
        {
          id: '1701',
          title: 'Pearl white',
          fieldLabelGalleryFinitura: 'Powder coating',
          fieldImage: rawTerraceImage,
          finituraGallery: [
            { fieldImage: rawTerraceImage, fieldCaptionImage: 'Pearl', fieldFormatoIcona: 'round' },
          ],
        },
      ],
    }),
    shows: ['Finishes', 'Pearl white', 'Powder coating', 'Pearl', '1 of 1'],
  },
  {
    name: 'fieldStoryline',
    raw: [
      {
        id: '1',
        typeHandle: 'fieldStoryline',
        level: 1,
        fieldTitle: 'Our story',
        fieldSubtitle: '1983',
        optionElementQuantity: 4,
      },
      {
        id: '2',
        typeHandle: 'fieldStorylineItem',
        level: 2,
        plainTitle: '1998',
        fieldTextContent: '<p>Onda is born</p>',
      },
    ],
    shows: ['Our story', '1998', 'Onda is born', 'data-block="fieldStorylineItem"'],
  },
  { name: 'fieldStorylineItem', raw: [], shows: [] },
  {
    name: 'fieldVideo',
    raw: one('fieldVideo', {
      fieldVideo: [{ url: '/showroom.mp4', mimeType: 'video/mp4' }],
      fieldImage: rawTerraceImage,
      optionVideo: 'controls',
    }),
    shows: ['<video', 'type="video/mp4"', 'controls'],
  },
  ...(
    [
      'listProduct',
      'allProducts',
      'listCollection',
      'allCollection',
      'listInspiration',
      'allInspiration',
      'listNews',
      'allNews',
      'listProject',
      'allProjects',
    ] as const
  ).map((name) => ({
    name,
    raw: one(name, { fieldTitle: `${name} title`, entries: products, ...listOptions }),
    shows: [
      `${name} title`,
      'Onda sun lounger',
      'Riva table',
      '/en/products/onda-sun-lounger',
      'aria-pressed',
    ],
  })),
  {
    name: 'listProduct as a slider',
    raw: one('listProduct', { entries: products, optionIsSlider: true, optionElementQuantity: 2 }),
    shows: ['aria-roledescription="carousel"', '1 of 2', 'aria-live="polite"'],
  },
  ...(['listDownload', 'allDownload'] as const).map((name) => ({
    name,
    raw: one(name, {
      fieldTitle: 'Downloads',
      entries: [download('1', 'Catalogue', false), download('2', 'Price list', true)],
    }),
    shows: ['Downloads', 'Catalogue', 'Price list', 'Log in to download'],
  })),
]

/** The blocks' HTML once every lazy part has loaded, as the server sends a page (whole). */
async function render(raw: unknown[], loggedIn = false): Promise<string> {
  const { tree, skipped } = decodePageTree(raw, { entry: 'test', warn: () => {} })
  expect(skipped).toEqual([])
  const { prelude } = await prerenderToNodeStream(
    <VisitorContext value={{ loggedIn, onLockedClick: () => {} }}>
      <FormsContext value={formsFixture()}>
        <PageTree tree={tree} renderers={blockRenderers} layout="fragment" />
      </FormsContext>
    </VisitorContext>,
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  )
  return text(prelude)
}

describe('blocks render from decoded fixtures', () => {
  for (const { name, raw, shows } of cases.filter((c) => c.raw.length > 0)) {
    it(`${name} shows its fields`, async () => {
      const html = await render(raw)
      expect(html).toContain(`data-block="${name.split(' ')[0]}"`)
      for (const text of shows) expect(html).toContain(text)
    })
  }

  it('a restricted download keeps its URL out of the anonymous markup', async () => {
    const html = await render(one('fieldDownloadList', { entries: [download('2', 'Price list', true)] }))
    expect(html).not.toContain('https://cdn.example.com/2.pdf')
    expect(html).toContain('data-locked')
  })

  it('a restricted file reaches a logged-in visitor through the download gate', async () => {
    const html = await render(
      one('fieldDownloadList', { entries: [download('2', 'Price list', true)] }),
      true,
    )
    expect(html).toContain('/api/downloads/a2')
    expect(html).not.toContain('https://cdn.example.com/2.pdf')
  })
})
