import * as t from 'io-ts'
import { Image, imageSelection } from '#schema/asset'
import { cmsField } from '#schema/blocks/cms-field'
import { cmsList } from '#schema/blocks/list-items'
import { safeSrcset, safeUrl } from '#schema/safe-url'
import { defineBlock } from '#schema/blocks/define-block'
import { WrappingType } from '#schema/wrapping-type'

/** An asset list as the CMS sends it: each field nullable, left out when not selected. */
const RawAssets = cmsList(
  t.partial({
    url: t.union([t.null, t.string]),
    width: t.union([t.null, t.number]),
    height: t.union([t.null, t.number]),
    alt: t.union([t.null, t.string]),
    title: t.union([t.null, t.string]),
    srcset: t.union([t.null, t.string]),
    avifSrcset: t.union([t.null, t.undefined, t.string]),
    webpSrcset: t.union([t.null, t.undefined, t.string]),
  }),
)

/** The usable images of an asset list: private and unmeasured assets are dropped (see ImageField). */
export const ImageList = new WrappingType<Image[], unknown, typeof RawAssets>(
  'ImageList',
  (u): u is Image[] => Array.isArray(u) && u.every(Image.is),
  (input, context) => {
    const raw = RawAssets.validate(input, context)
    if (raw._tag === 'Left') return raw
    return t.success(
      raw.right.flatMap((asset) =>
        asset.url && safeUrl(asset.url) && asset.width && asset.height
          ? [
              {
                url: safeUrl(asset.url),
                width: asset.width,
                height: asset.height,
                alt: asset.alt ?? '',
                title: asset.title ?? '',
                srcset: safeSrcset(asset.srcset ?? ''),
                avifSrcset: safeSrcset(asset.avifSrcset ?? ''),
                webpSrcset: safeSrcset(asset.webpSrcset ?? ''),
              },
            ]
          : [],
      ),
    )
  },
  t.identity,
  RawAssets,
)

/** A grid of images that open in a lightbox. */
export const FieldGallery = t.exact(
  t.type({
    fieldTitle: cmsField.text(),
    fieldSelectGalleryColumns: cmsField.integer({ min: 1, max: 6, fallback: 3 }),
    fieldGallery: ImageList,
  }),
  'FieldGallery',
)
export type FieldGallery = t.TypeOf<typeof FieldGallery>

export const fieldGallerySelection = `
  fieldTitle fieldSelectGalleryColumns
  fieldGallery { ${imageSelection} }
`

export const fieldGalleryBlock = defineBlock({
  name: 'fieldGallery',
  codec: FieldGallery,
  selection: fieldGallerySelection,
  parents: ['page', 'contentColumn', 'contentGroup'],
  sdl: `
    fieldTitle: String
    fieldSelectGalleryColumns: Int
    fieldGallery: [AssetInterface]
  `,
  malformed: { raw: { fieldGallery: [{ url: 5 }] }, path: 'fieldGallery' },
})
