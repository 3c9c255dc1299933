import type { BlockRenderer } from '#runtime/define-block'
import { ContactForm } from '#renderers/contact-form/contact-form'

/** A form the CMS names by id: the shared contact form, sent with that id. */
export const FieldFormID: BlockRenderer<'fieldFormID'> = ({ props }) =>
  props.formId ? (
    <div data-block="fieldFormID" data-form-id={props.formId}>
      <ContactForm formId={props.formId} />
    </div>
  ) : null
