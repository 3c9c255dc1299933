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

/**
 * A row of columns (its children are `contentColumn` blocks). A column number left empty in the
 * CMS is `null`: see {@link columnCounts} for how it is filled in. `optionSwitch` is the spec's
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

export const contentColumnsFragment = `fragment contentColumns on contentBlocks_contentColumns_BlockType {
  optionResponsiveVisibility optionBackgroundColor optionTextColor optionAlignment optionDirection
  optionContentWidth optionColumnNumberMobile optionColumnNumberTablet optionColumnNumberDesktop
  optionColumnNumberWide optionSwitch
}`

export type ColumnCount = 1 | 2 | 3 | 4 | 5 | 6

/**
 * Columns per row on each screen. An empty CMS value means: one column on phones, then as many
 * as there are children up to 2 on tablets and up to 4 on desktops, and wide screens as desktops;
 * so a three-column row needs no numbers set to look right.
 *
 * @example columnCounts(props, 3) // { mobile: 1, tablet: 2, desktop: 3, wide: 3 }
 */
export function columnCounts(props: ContentColumns, childCount: number): Record<Screen, ColumnCount> {
  const fit = (limit: number) => Math.max(1, Math.min(limit, childCount))
  const mobile = toColumnCount(props.optionColumnNumberMobile ?? 1)
  const tablet = toColumnCount(props.optionColumnNumberTablet ?? Math.max(mobile, fit(2)))
  const desktop = toColumnCount(props.optionColumnNumberDesktop ?? Math.max(tablet, fit(4)))
  const wide = toColumnCount(props.optionColumnNumberWide ?? desktop)
  return { mobile, tablet, desktop, wide }
}

function toColumnCount(n: number): ColumnCount {
  if (n <= 1) return 1
  if (n >= 6) return 6
  return n === 2 ? 2 : n === 3 ? 3 : n === 4 ? 4 : 5
}
