import { useId, useRef, useState, type CSSProperties } from 'react'
import { ContentLink } from '#runtime/content-link'
import type { BlockRenderer } from '#runtime/define-block'
import { RichText } from '#runtime/rich-text'
import { useBlockContext } from '#renderers/block-context/block-context'
import * as styles from '#renderers/field-image-hotpoint/field-image-hotpoint.css'
import { ResponsiveImage } from '#renderers/responsive-image/responsive-image'

/**
 * An image with numbered points at hotpointCoordinateX/Y (percent); each is a button that opens
 * its content and link beside it (one open at a time; Escape or the close button shuts it and
 * gives the focus back to the point that opened it, WCAG 2.2 2.4.3). On phones the content opens
 * under the image, where it fits (1.4.10). A few lines of state, so it ships with the page rather
 * than as a separate chunk.
 */
export const FieldImageHotpoint: BlockRenderer<'fieldImageHotpoint'> = ({ props }) => {
  const { labels } = useBlockContext()
  const [open, setOpen] = useState<number | null>(null)
  const points = useRef<(HTMLButtonElement | null)[]>([])
  const id = useId()
  const image = props.fieldImage
  if (!image) return null
  const close = () => {
    if (open === null) return
    const opener = points.current[open]
    setOpen(null)
    // The panel that held the focus is about to be hidden: its point takes the focus back.
    if (opener && opener.parentElement?.contains(document.activeElement)) opener.focus()
  }
  return (
    // Escape closes the open point's panel from wherever the focus is inside the figure.
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions
    <figure
      data-block="fieldImageHotpoint"
      className={styles.figure}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open !== null) {
          event.stopPropagation()
          close()
        }
      }}
    >
      <ResponsiveImage image={image} sizes="(min-width: 1440px) 1440px, 100vw" />
      {props.hotpoints.map((point, index) => {
        const x = point.hotpointCoordinateX
        const y = point.hotpointCoordinateY
        const place: CSSProperties = {
          left: x > 60 ? undefined : `calc(${x}% + 24px)`,
          right: x > 60 ? `calc(${100 - x}% + 24px)` : undefined,
          top: y > 60 ? undefined : `${y}%`,
          bottom: y > 60 ? `${100 - y}%` : undefined,
        }
        const panel = `${id}-${index}`
        return (
          <div key={index}>
            <button
              ref={(element) => {
                points.current[index] = element
              }}
              type="button"
              className={styles.point}
              style={{ left: `${x}%`, top: `${y}%` }}
              aria-expanded={open === index}
              aria-controls={panel}
              aria-label={labels.hotpoint(index + 1)}
              onClick={() => setOpen(open === index ? null : index)}
            >
              {index + 1}
            </button>
            <div
              id={panel}
              role="region"
              aria-label={labels.hotpoint(index + 1)}
              className={styles.popover}
              style={place}
              hidden={open !== index}
            >
              <button type="button" className={styles.close} aria-label={labels.close} onClick={close}>
                ×
              </button>
              <RichText html={point.hotpointContent} />
              {point.hotpointLink.url ? (
                <ContentLink href={point.hotpointLink.url}>
                  {point.hotpointLink.text || point.hotpointLink.url}
                </ContentLink>
              ) : null}
            </div>
          </div>
        )
      })}
    </figure>
  )
}
