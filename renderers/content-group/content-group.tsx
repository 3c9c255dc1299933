import type { BlockRenderer } from '#runtime/define-block'
import { backgroundColor, textColor } from '#runtime/styles/block-colors.css'
import { flowLayout, visibility } from '#runtime/styles/layout-options'
import { minHeight, painted, section, sectionContent, sectionMedia } from '#runtime/styles/section.css'
import { sprinkles } from '#runtime/styles/sprinkles.css'
import { classNames } from '#renderers/class-names'
import { ResponsiveImage } from '#renderers/responsive-image/responsive-image'

/** A section of blocks on a colour or a background image (decorative: its alt is empty). */
export const ContentGroup: BlockRenderer<'contentGroup'> = ({ props, children }) => {
  const image = props.fieldBackgroundImage
  return (
    <div
      data-block="contentGroup"
      className={classNames(
        section,
        (props.optionBackgroundColor !== 'none' || image !== null) && painted,
        backgroundColor[props.optionBackgroundColor],
        textColor[props.optionTextColor],
        minHeight[props.optionMinHeight],
        sprinkles({ display: visibility(props.optionResponsiveVisibility, 'grid') }),
      )}
    >
      {image && (
        <div className={sectionMedia}>
          <ResponsiveImage image={image} alt="" fill />
        </div>
      )}
      <div
        data-align={props.optionAlignment}
        className={classNames(
          sectionContent,
          sprinkles({
            display: 'flex',
            ...flowLayout(props.optionDirection, props.optionAlignment),
            maxWidth: props.optionContentWidth,
          }),
        )}
      >
        {children}
      </div>
    </div>
  )
}
