import type { BlockRenderer } from '#runtime/define-block'
import { DownloadItem } from '#renderers/download-item/download-item'
import * as styles from '#renderers/field-download-list/field-download-list.css'

/** A titled list of chosen downloads; restricted ones are locked for anonymous visitors. */
export const FieldDownloadList: BlockRenderer<'fieldDownloadList'> = ({ props }) => (
  <section data-block="fieldDownloadList" className={styles.block}>
    {props.fieldTitle ? <h2 className={styles.title}>{props.fieldTitle}</h2> : null}
    {props.fieldSubtitle ? <p className={styles.subtitle}>{props.fieldSubtitle}</p> : null}
    <ul className={styles.list}>
      {props.entries.map((item) => (
        <li key={item.id}>
          <DownloadItem item={item} />
        </li>
      ))}
    </ul>
  </section>
)
