import type { BlockRenderer } from '#runtime/define-block'
import { LazyContactForm } from '#renderers/contact-form/lazy-contact-form'

/** One of the site's forms by type (spec 3, contact form fields): the shared contact form. */
export const FieldForm: BlockRenderer<'fieldForm'> = ({ props }) => (
  <div data-block="fieldForm" data-form-type={props.formType}>
    <LazyContactForm formType={props.formType} />
  </div>
)
