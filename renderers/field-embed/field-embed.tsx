import type { BlockRenderer } from '#runtime/define-block'

/** An embedded https page in an iframe, lazy; 16:9 when embedAspectRatio169, else 4:3. */
export const FieldEmbed: BlockRenderer<'fieldEmbed'> = ({ props }) =>
  props.fieldEmbed ? (
    <div
      data-block="fieldEmbed"
      style={{ aspectRatio: props.embedAspectRatio169 ? '16 / 9' : '4 / 3', width: '100%' }}
    >
      <iframe
        src={props.fieldEmbed}
        title={props.fieldTitle || props.fieldEmbed}
        loading="lazy"
        allow="fullscreen; picture-in-picture"
        referrerPolicy="strict-origin-when-cross-origin"
        style={{ width: '100%', height: '100%', border: 0 }}
      />
    </div>
  ) : null
