import type { CSSProperties } from 'react'
import { mobileSpacerHeight } from '#schema/blocks/spacer-height'
import type { BlockRenderer } from '#runtime/define-block'
import * as styles from '#renderers/field-spacer/field-spacer.css'

/** Vertical white space: the desktop height from md up, the mobile one below. */
export const FieldSpacer: BlockRenderer<'fieldSpacer'> = ({ props }) => {
  const heights: CSSProperties & Record<`--${string}`, string> = {
    '--fast-spacer-desktop': `${props.fieldSpacer}px`,
    '--fast-spacer-mobile': `${mobileSpacerHeight(props)}px`,
  }
  return <div data-block="fieldSpacer" aria-hidden="true" className={styles.spacer} style={heights} />
}
