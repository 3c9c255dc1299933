import * as t from 'io-ts'
import { cmsField } from '#schema/blocks/cms-field'
import { SafeHtml } from '#schema/blocks/safe-html'
import { FontSize, TextColor } from '#schema/blocks/block-options'
import { defineBlock } from '#schema/blocks/define-block'

/** Rich text from the CMS editor, sanitized while decoding (schema/blocks/safe-html). */
export const FieldTextContent = t.exact(
  t.type({
    fieldTextContent: SafeHtml,
    optionTextColor: cmsField.option(TextColor, 'inherit'),
    optionFontSize: cmsField.option(FontSize, 'md'),
  }),
  'FieldTextContent',
)
export type FieldTextContent = t.TypeOf<typeof FieldTextContent>

export const fieldTextContentSelection = `
  fieldTextContent optionTextColor optionFontSize
`

export const fieldTextContentBlock = defineBlock({
  name: 'fieldTextContent',
  codec: FieldTextContent,
  selection: fieldTextContentSelection,
  parents: ['page', 'contentColumn', 'contentGroup', 'contentHero'],
  sdl: `
    optionTextColor: String
    optionFontSize: String
    """
    Rich text (HTML) from the CMS editor.
    """
    fieldTextContent: String
  `,
  malformed: { raw: { fieldTextContent: { html: '<p>' } }, path: 'fieldTextContent' },
})
