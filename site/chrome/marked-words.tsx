import type { MarkedText } from '#schema/search'
import * as styles from './search-hit.css'

/**
 * A search hit's text with its matched words in `<mark>` (decision 046), built as React elements
 * from plain text parts: nothing from the CMS is ever read as HTML.
 */
export function MarkedWords({ parts }: { parts: MarkedText }) {
  return parts.map((part, index) =>
    part.marked ? (
      <mark key={index} className={styles.mark}>
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  )
}
