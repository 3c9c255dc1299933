import type { BlockRenderer } from '#runtime/define-block'
import { useBlockContext } from '#renderers/block-context/block-context'
import * as styles from '#renderers/field-slider-finiture/field-slider-finiture.css'
import { ResponsiveImage } from '#renderers/responsive-image/responsive-image'
import { Slider } from '#renderers/slider/slider'

/** The finishes of a product (finitureProdotto), one slide each with its swatch gallery. */
export const FieldSliderFiniture: BlockRenderer<'fieldSliderFiniture'> = ({ props }) => {
  const { labels } = useBlockContext()
  if (props.finishes.length === 0) return null
  const title = props.fieldTitle || labels.finishes
  return (
    <section data-block="fieldSliderFiniture" className={styles.block}>
      <h2 className={styles.heading}>{title}</h2>
      <Slider label={title} perView={3}>
        {props.finishes.map((finish) => (
          <article key={finish.id} className={styles.finish}>
            {finish.fieldImage ? (
              <ResponsiveImage
                image={finish.fieldImage}
                sizes="(min-width: 1024px) 33vw, 90vw"
                className={styles.cover}
              />
            ) : null}
            <h3 className={styles.name}>{finish.title}</h3>
            {finish.fieldLabelGalleryFinitura ? (
              <p className={styles.label}>{finish.fieldLabelGalleryFinitura}</p>
            ) : null}
            <ul className={styles.swatches}>
              {finish.finituraGallery.map((swatch, index) =>
                swatch.fieldImage ? (
                  <li key={index} className={styles.swatch}>
                    <ResponsiveImage
                      image={swatch.fieldImage}
                      sizes="44px"
                      alt=""
                      className={swatch.fieldFormatoIcona === 'round' ? styles.round : styles.square}
                    />
                    {swatch.fieldCaptionImage}
                  </li>
                ) : null,
              )}
            </ul>
          </article>
        ))}
      </Slider>
    </section>
  )
}
