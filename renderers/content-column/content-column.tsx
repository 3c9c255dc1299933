import type { BlockRenderer } from '#runtime/define-block'
import { visibility } from '#runtime/styles/layout-options'
import { sprinkles } from '#runtime/styles/sprinkles.css'
import { classNames } from '#renderers/class-names'
import * as styles from '#renderers/content-column/content-column.css'

/** One column of a row: its blocks stacked, aligned as the editor chose. */
export const ContentColumn: BlockRenderer<'contentColumn'> = ({ props, children }) => (
  <div
    data-block="contentColumn"
    className={classNames(
      styles.column,
      sprinkles({
        display: visibility(props.optionResponsiveVisibility, 'flex'),
        flexDirection: 'column',
        alignItems: 'stretch',
        textAlign: props.optionAlignment,
      }),
    )}
  >
    {children}
  </div>
)
