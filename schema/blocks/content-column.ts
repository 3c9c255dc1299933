import * as t from 'io-ts'
import { cmsField } from '#schema/blocks/cms-field'
import { Alignment, Screen } from '#schema/blocks/block-options'

/** One column of a `contentColumns` row; it only lives there (schema/allowed-children). */
export const ContentColumn = t.exact(
  t.type({
    optionResponsiveVisibility: cmsField.options(Screen),
    optionAlignment: cmsField.option(Alignment, 'left'),
  }),
  'ContentColumn',
)
export type ContentColumn = t.TypeOf<typeof ContentColumn>

export const contentColumnFragment = `fragment contentColumn on contentBlocks_contentColumn_BlockType {
  optionResponsiveVisibility optionAlignment
}`
