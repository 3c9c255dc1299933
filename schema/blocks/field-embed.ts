import * as t from 'io-ts'
import { cmsField } from '#schema/blocks/cms-field'
import { defineBlock } from '#schema/blocks/define-block'

/** Only https pages may be embedded: an `http:` or `javascript:` URL becomes '' (nothing shown). */
const EmbedUrl = new t.Type<string, string, unknown>(
  'EmbedUrl',
  (u): u is string => typeof u === 'string',
  (input, context) => {
    if (input === null || input === undefined) return t.success('')
    if (typeof input !== 'string') return t.failure(input, context)
    return t.success(/^https:\/\/[^\s"'<>]+$/.test(input.trim()) ? input.trim() : '')
  },
  t.identity,
)

/** An embedded page (a video player, a 3D viewer) in an iframe, 16:9 when `embedAspectRatio169`. */
export const FieldEmbed = t.exact(
  t.type({
    fieldEmbed: EmbedUrl,
    fieldTitle: cmsField.text(),
    embedAspectRatio169: cmsField.flag(true),
  }),
  'FieldEmbed',
)
export type FieldEmbed = t.TypeOf<typeof FieldEmbed>

export const fieldEmbedSelection = `
  fieldEmbed fieldTitle embedAspectRatio169
`

export const fieldEmbedBlock = defineBlock({
  name: 'fieldEmbed',
  codec: FieldEmbed,
  selection: fieldEmbedSelection,
  parents: ['page', 'contentColumn', 'contentGroup'],
  sdl: `
    """
    The https address of the page to embed.
    """
    fieldEmbed: String
    fieldTitle: String
    embedAspectRatio169: Boolean
  `,
  malformed: { raw: { fieldEmbed: 42 }, path: 'fieldEmbed' },
})
