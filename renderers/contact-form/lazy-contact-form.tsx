import { type ComponentProps, lazy, Suspense } from 'react'
import type { ContactForm as ContactFormComponent } from './contact-form'

const ContactForm = lazy(() => import('./contact-form').then((module) => ({ default: module.ContactForm })))

/**
 * The contact form in a chunk of its own: most pages have no form, and their first load should not
 * carry one (docs/architecture.md, Performance). The server still sends the whole form (it renders
 * every page whole before its first byte), and the browser keeps that HTML, working without JS,
 * until the chunk arrives and the form hydrates.
 */
export function LazyContactForm(props: ComponentProps<typeof ContactFormComponent>) {
  return (
    <Suspense fallback={null}>
      <ContactForm {...props} />
    </Suspense>
  )
}
