import * as t from 'io-ts'
import { cmsField } from '#schema/blocks/cms-field'
import { FontFamily, FontSize, TextColor } from '#schema/blocks/block-options'
import { defineBlock } from '#schema/blocks/define-block'

/**
 * A heading. `optionHeadingLevel` (1 to 4, default 2) is chosen by the editor: only they know
 * which title names the page, and a page built of blocks has no other place for its h1. The size
 * is independent of the level, so the outline stays right whatever the look.
 */
export const FieldTitle = t.exact(
  t.type({
    fieldTitle: cmsField.text(),
    optionTextColor: cmsField.option(TextColor, 'inherit'),
    optionFontFamily: cmsField.option(FontFamily, 'display'),
    optionFontSize: cmsField.option(FontSize, 'xl'),
    optionHeadingLevel: cmsField.integer({ min: 1, max: 4, fallback: 2 }),
  }),
  'FieldTitle',
)
export type FieldTitle = t.TypeOf<typeof FieldTitle>

export const fieldTitleSelection = `
  fieldTitle optionTextColor optionFontFamily optionFontSize optionHeadingLevel
`

export const fieldTitleBlock = defineBlock({
  name: 'fieldTitle',
  codec: FieldTitle,
  selection: fieldTitleSelection,
  parents: ['page', 'contentColumn', 'contentGroup', 'contentHero'],
  sdl: `
    optionTextColor: String
    optionFontFamily: String
    optionFontSize: String
    fieldTitle: String
    """
    The heading level, 1 to 4 (default 2): a page built of blocks names itself with one of its titles. A Craft install needs this dropdown field.
    """
    optionHeadingLevel: Int
  `,
  malformed: { raw: { fieldTitle: 42 }, path: 'fieldTitle' },
})
