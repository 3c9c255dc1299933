import { columnCounts } from '#schema/blocks/column-counts'
import type { BlockRenderer } from '#runtime/define-block'
import { backgroundColor, textColor } from '#runtime/styles/block-colors.css'
import { visibility } from '#runtime/styles/layout-options'
import { painted, section, sectionContent } from '#runtime/styles/section.css'
import { sprinkles } from '#runtime/styles/sprinkles.css'
import { classNames } from '#renderers/class-names'
import * as styles from '#renderers/content-columns/content-columns.css'

/** A row of columns: a grid whose column count follows the screen (schema columnCounts). */
export const ContentColumns: BlockRenderer<'contentColumns'> = ({ props, node, children }) => {
  const reverse = props.optionDirection === 'row-reverse' || props.optionDirection === 'column-reverse'
  return (
    <div
      data-block="contentColumns"
      className={classNames(
        section,
        props.optionBackgroundColor !== 'none' && painted,
        backgroundColor[props.optionBackgroundColor],
        textColor[props.optionTextColor],
        sprinkles({ display: visibility(props.optionResponsiveVisibility, 'grid') }),
      )}
    >
      <div
        data-align={props.optionAlignment}
        className={classNames(
          sectionContent,
          styles.grid,
          props.optionSwitch && styles.sameHeight,
          reverse && styles.reversed,
          sprinkles({
            display: 'grid',
            gridTemplateColumns: columnCounts(props, node.children.length),
            maxWidth: props.optionContentWidth,
            textAlign: props.optionAlignment,
          }),
        )}
      >
        {children}
      </div>
    </div>
  )
}
