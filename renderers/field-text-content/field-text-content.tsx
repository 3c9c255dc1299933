import type { BlockRenderer } from '#runtime/define-block'
import { textColor } from '#runtime/styles/block-colors.css'
import { fontSize } from '#runtime/styles/typography.css'
import { classNames } from '#renderers/class-names'
import * as styles from '#renderers/field-text-content/field-text-content.css'

/**
 * Rich text from the CMS. The HTML was sanitized while decoding (schema/blocks/safe-html: the
 * props type is `SafeHtml`, which only the sanitizer makes), so writing it raw is safe here.
 */
export const FieldTextContent: BlockRenderer<'fieldTextContent'> = ({ props }) => {
  if (props.fieldTextContent === '') return null
  return (
    <div
      data-block="fieldTextContent"
      className={classNames(styles.prose, fontSize[props.optionFontSize], textColor[props.optionTextColor])}
      dangerouslySetInnerHTML={{ __html: props.fieldTextContent }}
    />
  )
}
