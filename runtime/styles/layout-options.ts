import type { Alignment, Direction, Screen } from '#schema/blocks/block-options'
import type { Sprinkles } from '#runtime/styles/sprinkles.css'

type Display = 'block' | 'flex' | 'grid'

/**
 * The responsive `display` for a block's ResponsiveVisibility: `none` on the screens not listed,
 * its own `display` on the others; an empty list shows it everywhere.
 *
 * @example visibility(['mobile'], 'grid') // { mobile: 'grid', tablet: 'none', desktop: 'none', wide: 'none' }
 */
export function visibility(shownOn: readonly Screen[], display: Display): Sprinkles['display'] {
  if (shownOn.length === 0) return display
  const on = (screen: Screen) => (shownOn.includes(screen) ? display : 'none')
  return { mobile: on('mobile'), tablet: on('tablet'), desktop: on('desktop'), wide: on('wide') }
}

const mainAxis = { left: 'flex-start', center: 'center', right: 'flex-end' } as const

/**
 * Flex layout for a section's children (pair it with `display: visibility(..., 'flex')`): phones
 * always stack (a row of blocks is too narrow there), the editor's Direction applies from tablet
 * up. Stacked children take the full width and Alignment aligns their text (images and buttons
 * align themselves from it); in a row, Alignment places the children along the row.
 */
export function flowLayout(direction: Direction, alignment: Alignment): Sprinkles {
  const isRow = direction === 'row' || direction === 'row-reverse'
  const stacked = direction === 'column-reverse' ? 'column-reverse' : 'column'
  return {
    flexDirection: { mobile: stacked, tablet: direction },
    alignItems: isRow ? { mobile: 'stretch', tablet: 'center' } : 'stretch',
    justifyContent: isRow ? { mobile: 'flex-start', tablet: mainAxis[alignment] } : 'flex-start',
    textAlign: alignment,
  }
}
