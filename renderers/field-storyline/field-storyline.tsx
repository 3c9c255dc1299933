import type { BlockRenderer } from '#runtime/define-block'
import { RichText } from '#runtime/rich-text'
import { classNames } from '#renderers/class-names'
import * as styles from '#renderers/field-storyline/field-storyline.css'

/** A story in steps: title, subtitle, text, then its items (children) optionElementQuantity per row. */
export const FieldStoryline: BlockRenderer<'fieldStoryline'> = ({ props, children }) => {
  const n = props.optionElementQuantity as 1 | 2 | 3 | 4 | 5 | 6
  return (
    <section data-block="fieldStoryline" className={styles.block}>
      {props.fieldSubtitle ? <p className={styles.subtitle}>{props.fieldSubtitle}</p> : null}
      {props.fieldTitle ? <h2 className={styles.heading}>{props.fieldTitle}</h2> : null}
      {props.fieldTextContent ? <RichText html={props.fieldTextContent} /> : null}
      <ol className={classNames(styles.items, styles.columns[n])}>{children}</ol>
    </section>
  )
}
