import type { ImageWidth } from '#schema/blocks/block-options'
import type { BlockRenderer } from '#runtime/define-block'

const px: { readonly [W in ImageWidth]: number } = { small: 32, medium: 48, large: 64, full: 96 }
const justify = { left: 'flex-start', center: 'center', right: 'flex-end' } as const

/** A pictogram at a fixed size per ImageWidth; decorative unless the editor gave it alt text. */
export const FieldIcon: BlockRenderer<'fieldIcon'> = ({ props }) => {
  const icon = props.fieldImage
  if (!icon) return null
  const size = px[props.optionImageWidth]
  return (
    <div data-block="fieldIcon" style={{ display: 'flex', justifyContent: justify[props.optionAlignment] }}>
      <img
        src={icon.url}
        width={size}
        height={Math.round((size * icon.height) / icon.width)}
        alt={icon.alt}
        loading="lazy"
        decoding="async"
      />
    </div>
  )
}
