import type { BlockRenderer } from '#runtime/define-block'
import { RichText } from '#runtime/rich-text'
import { classNames } from '#renderers/class-names'
import * as styles from '#renderers/field-card/field-card.css'
import { FieldButtons } from '#renderers/field-buttons/field-buttons'
import { ResponsiveImage } from '#renderers/responsive-image/responsive-image'

/** A card: background image (with a scrim for the text), icon, subtitle, title, text and buttons. */
export const FieldCard: BlockRenderer<'fieldCard'> = ({ props, node }) => {
  const image = props.fieldBackgroundImage
  return (
    <article data-block="fieldCard" className={classNames(styles.card, image && styles.onImage)}>
      {image ? (
        <div className={styles.background}>
          <ResponsiveImage image={image} fill alt="" sizes="(min-width: 1024px) 33vw, 100vw" />
          <div className={styles.scrim} />
        </div>
      ) : null}
      <div className={styles.content}>
        {props.fieldIcon ? (
          <img
            className={styles.icon}
            src={props.fieldIcon.url}
            width={props.fieldIcon.width}
            height={props.fieldIcon.height}
            alt=""
            loading="lazy"
          />
        ) : null}
        {props.fieldSubtitle ? <p className={styles.subtitle}>{props.fieldSubtitle}</p> : null}
        {props.fieldTitle ? <h3 className={styles.title}>{props.fieldTitle}</h3> : null}
        {props.fieldTextContent ? <RichText html={props.fieldTextContent} /> : null}
        {props.buttons.length > 0 ? (
          <FieldButtons
            props={{ buttons: props.buttons, optionAlignment: 'left', optionOrientation: 'horizontal' }}
            node={{
              id: `${node.id}-buttons`,
              type: 'fieldButtons',
              props: { buttons: props.buttons, optionAlignment: 'left', optionOrientation: 'horizontal' },
              children: [],
            }}
            children={null}
          />
        ) : null}
      </div>
    </article>
  )
}
