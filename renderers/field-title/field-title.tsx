import { createElement } from 'react'
import type { BlockRenderer } from '#runtime/define-block'
import { textColor } from '#runtime/styles/block-colors.css'
import { fontFamily, fontSize } from '#runtime/styles/typography.css'
import { classNames } from '#renderers/class-names'
import * as styles from '#renderers/field-title/field-title.css'

/** A heading at the level the editor chose (h2 by default), sized by FontSize, not by level. */
export const FieldTitle: BlockRenderer<'fieldTitle'> = ({ props }) => {
  if (props.fieldTitle === '') return null
  // A tag picked from data, made with createElement: the heading is an element, not a new component.
  return createElement(
    headingTag(props.optionHeadingLevel),
    {
      'data-block': 'fieldTitle',
      className: classNames(
        styles.title,
        fontFamily[props.optionFontFamily],
        fontSize[props.optionFontSize],
        textColor[props.optionTextColor],
      ),
    },
    props.fieldTitle,
  )
}

function headingTag(level: number): 'h1' | 'h2' | 'h3' | 'h4' {
  if (level === 1) return 'h1'
  if (level === 3) return 'h3'
  if (level === 4) return 'h4'
  return 'h2'
}
