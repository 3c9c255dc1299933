import type { BlockRenderer } from '#runtime/define-block'
import { lineColor } from '#runtime/styles/block-colors.css'
import { classNames } from '#renderers/class-names'
import * as styles from '#renderers/field-separator/field-separator.css'

/** A horizontal rule, as thick (px) and in the colour the editor chose. */
export const FieldSeparator: BlockRenderer<'fieldSeparator'> = ({ props }) => (
  <hr
    data-block="fieldSeparator"
    className={classNames(styles.rule, lineColor[props.optionBackgroundColor])}
    style={{ height: `${props.fieldSeparator}px` }}
  />
)
