import * as t from 'io-ts'
import { cmsField } from '#schema/blocks/cms-field'
import {
  Alignment,
  BackgroundColor,
  ContentWidth,
  Direction,
  Screen,
  TextColor,
} from '#schema/blocks/block-options'
import { defineBlock } from '#schema/blocks/define-block'

/**
 * A row of columns (its children are `contentColumn` blocks). A column number left empty in the
 * CMS is `null`: see `columnCounts` (./column-counts) for how it is filled in. `optionSwitch` is the spec's
 * sameHeight: every column as tall as the tallest. `optionResponsiveVisibility` lists the screens
 * the block shows on; empty means all of them.
 */
export const ContentColumns = t.exact(
  t.type({
    optionResponsiveVisibility: cmsField.options(Screen),
    optionBackgroundColor: cmsField.option(BackgroundColor, 'none'),
    optionTextColor: cmsField.option(TextColor, 'inherit'),
    optionAlignment: cmsField.option(Alignment, 'left'),
    optionDirection: cmsField.option(Direction, 'row'),
    optionContentWidth: cmsField.option(ContentWidth, 'normal'),
    optionColumnNumberMobile: cmsField.optionalInteger({ min: 1, max: 6 }),
    optionColumnNumberTablet: cmsField.optionalInteger({ min: 1, max: 6 }),
    optionColumnNumberDesktop: cmsField.optionalInteger({ min: 1, max: 6 }),
    optionColumnNumberWide: cmsField.optionalInteger({ min: 1, max: 6 }),
    optionSwitch: cmsField.flag(false),
  }),
  'ContentColumns',
)
export type ContentColumns = t.TypeOf<typeof ContentColumns>

export const contentColumnsSelection = `
  optionResponsiveVisibility optionBackgroundColor optionTextColor optionAlignment optionDirection
  optionContentWidth optionColumnNumberMobile optionColumnNumberTablet optionColumnNumberDesktop
  optionColumnNumberWide optionSwitch
`

// docs/architecture.md, Performance: the column arithmetic renderers run in the browser lives apart from the codec (io-ts).
export { type ColumnCount, columnCounts } from './column-counts'

export const contentColumnsBlock = defineBlock({
  name: 'contentColumns',
  codec: ContentColumns,
  selection: contentColumnsSelection,
  parents: ['page', 'contentGroup', 'contentHero'],
  section: true,
  sdl: `
    optionResponsiveVisibility: [String]
    optionBackgroundColor: String
    optionTextColor: String
    optionAlignment: String
    optionDirection: String
    optionContentWidth: String
    optionColumnNumberMobile: Int
    optionColumnNumberTablet: Int
    optionColumnNumberDesktop: Int
    optionColumnNumberWide: Int
    """
    sameHeight: every column as tall as the tallest
    """
    optionSwitch: Boolean
  `,
  malformed: { raw: { optionColumnNumberDesktop: 'three' }, path: 'optionColumnNumberDesktop' },
})
