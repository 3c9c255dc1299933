import type { BlockRenderer } from '#runtime/define-block'
import { RichText } from '#runtime/rich-text'
import { textColor } from '#runtime/styles/block-colors.css'
import { fontSize } from '#runtime/styles/typography.css'
import { classNames } from '#renderers/class-names'
import * as styles from '#renderers/field-text-content/field-text-content.css'

/** Rich text from the CMS, sanitized while decoding (`SafeHtml`), written by `RichText`. */
export const FieldTextContent: BlockRenderer<'fieldTextContent'> = ({ props }) => {
  if (props.fieldTextContent === '') return null
  return (
    <RichText
      data-block="fieldTextContent"
      className={classNames(styles.prose, fontSize[props.optionFontSize], textColor[props.optionTextColor])}
      html={props.fieldTextContent}
    />
  )
}
