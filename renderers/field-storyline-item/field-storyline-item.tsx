import type { BlockRenderer } from '#runtime/define-block'
import { RichText } from '#runtime/rich-text'
import { itemTitle } from '#renderers/field-storyline/field-storyline.css'

/** One step of a storyline (a list item of its parent's `<ol>`). */
export const FieldStorylineItem: BlockRenderer<'fieldStorylineItem'> = ({ props }) => (
  <li data-block="fieldStorylineItem">
    {props.plainTitle ? <h3 className={itemTitle}>{props.plainTitle}</h3> : null}
    <RichText html={props.fieldTextContent} />
  </li>
)
