import * as t from 'io-ts'
import { cmsField } from '#schema/blocks/cms-field'
import { Alignment, Screen } from '#schema/blocks/block-options'
import { defineBlock } from '#schema/blocks/define-block'

/** One column of a `contentColumns` row; it only lives there (schema/allowed-children). */
export const ContentColumn = t.exact(
  t.type({
    optionResponsiveVisibility: cmsField.options(Screen),
    optionAlignment: cmsField.option(Alignment, 'left'),
  }),
  'ContentColumn',
)
export type ContentColumn = t.TypeOf<typeof ContentColumn>

export const contentColumnSelection = `
  optionResponsiveVisibility optionAlignment
`

export const contentColumnBlock = defineBlock({
  name: 'contentColumn',
  codec: ContentColumn,
  selection: contentColumnSelection,
  parents: ['contentColumns'],
  sdl: `
    optionResponsiveVisibility: [String]
    optionAlignment: String
  `,
  malformed: { raw: { optionResponsiveVisibility: 'mobile' }, path: 'optionResponsiveVisibility' },
})
