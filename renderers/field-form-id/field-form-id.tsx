import type { BlockRenderer } from '#runtime/define-block'
import { LazyContactForm } from '#renderers/contact-form/lazy-contact-form'

/** A form the CMS names by id: the shared contact form, sent with that id. */
export const FieldFormID: BlockRenderer<'fieldFormID'> = ({ props }) =>
  props.formId ? (
    <div data-block="fieldFormID" data-form-id={props.formId}>
      <LazyContactForm formId={props.formId} />
    </div>
  ) : null
