import type { BlockRenderer } from '#runtime/define-block'
import * as styles from '#renderers/field-download-list/field-download-list.css'

/** A call to an external form: title, subtitle and a link to the form (fieldUrl). */
export const FieldFormCustom: BlockRenderer<'fieldFormCustom'> = ({ props }) => (
  <section data-block="fieldFormCustom" className={styles.block}>
    {props.fieldTitle ? <h2 className={styles.title}>{props.fieldTitle}</h2> : null}
    {props.fieldSubtitle ? <p className={styles.subtitle}>{props.fieldSubtitle}</p> : null}
    {props.fieldUrl ? (
      <p>
        <a href={props.fieldUrl} target="_blank" rel="noopener noreferrer">
          {props.fieldTitle || props.fieldUrl}
        </a>
      </p>
    ) : null}
  </section>
)
