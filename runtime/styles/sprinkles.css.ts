import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles'
import { minWidth } from '#runtime/styles/breakpoints'
import { vars } from '#runtime/styles/theme.css'

/*
 * Atomic classes for the responsive layout options of blocks (ColumnNumber*, ResponsiveVisibility,
 * Alignment, Direction, ContentWidth). The conditions are the CMS's four screen classes, mobile
 * first: mobile < md, tablet from md (768), desktop from lg (1024), wide from xl (1280).
 */
const responsive = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': minWidth('md') },
    desktop: { '@media': minWidth('lg') },
    wide: { '@media': minWidth('xl') },
  },
  defaultCondition: 'mobile',
  responsiveArray: ['mobile', 'tablet', 'desktop', 'wide'],
  properties: {
    display: ['none', 'block', 'flex', 'grid'],
    flexDirection: ['row', 'row-reverse', 'column', 'column-reverse'],
    alignItems: ['flex-start', 'center', 'flex-end', 'stretch'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    textAlign: ['left', 'center', 'right'],
    gridTemplateColumns: {
      1: 'minmax(0, 1fr)',
      2: 'repeat(2, minmax(0, 1fr))',
      3: 'repeat(3, minmax(0, 1fr))',
      4: 'repeat(4, minmax(0, 1fr))',
      5: 'repeat(5, minmax(0, 1fr))',
      6: 'repeat(6, minmax(0, 1fr))',
    },
  },
})

const constant = defineProperties({
  properties: {
    maxWidth: vars.contentWidth,
  },
})

export const sprinkles = createSprinkles(responsive, constant)
export type Sprinkles = Parameters<typeof sprinkles>[0]
