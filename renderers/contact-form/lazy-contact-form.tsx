import { type ComponentProps, lazy, Suspense } from 'react'
import type * as ContactFormModule from './contact-form'

let loaded: typeof ContactFormModule | undefined
let loading: Promise<typeof ContactFormModule> | undefined
function loadContactForm(): Promise<typeof ContactFormModule> {
  loading ??= import('./contact-form').then((module) => (loaded = module))
  return loading
}

const ContactFormChunk = lazy(() => loadContactForm().then((module) => ({ default: module.ContactForm })))

/**
 * The contact form in a chunk of its own: most pages have no form, and their first load should not
 * carry one (docs/architecture.md, Performance). The server still sends the whole form (it renders
 * every page whole before its first byte), and the browser keeps that HTML, working without JS,
 * until the form hydrates.
 */
export function LazyContactForm(props: ComponentProps<typeof ContactFormModule.ContactForm>) {
  const Loaded = loaded?.ContactForm
  return (
    <Suspense fallback={null}>{Loaded ? <Loaded {...props} /> : <ContactFormChunk {...props} />}</Suspense>
  )
}

/** The performance mark left while the page waits for the form's chunk before hydrating. */
export const formLoadsBeforeHydration = 'contact-form-loads-before-hydration'

/**
 * Loads the form's chunk when the page's HTML holds a form, for the browser's entry to await
 * before hydrating. A form still waiting for its chunk while the app already runs is thrown away
 * by React at the first update that reaches it (the session answering, say) and drawn again empty,
 * losing whatever the visitor had typed into the server's HTML. The mark shows the wait in the
 * browser's performance timeline, and lets a test hold the chunk back exactly while it lasts.
 */
export function loadContactFormOfPage(page: Document): Promise<unknown> {
  if (!page.querySelector('[data-contact-form]')) return Promise.resolve()
  performance.mark(formLoadsBeforeHydration)
  return loadContactForm()
}
