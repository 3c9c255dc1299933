/**
 * The site's own forms, by type. Free of io-ts, because the browser checks `?sent=` with it
 * (docs/architecture.md, Performance); ./field-form decodes it.
 */
export type FormType = 'contact' | 'information' | 'newsletter'

export const formTypes: readonly FormType[] = ['contact', 'information', 'newsletter']

/** Whether `value` names one of the site's forms. */
export function isFormType(value: string): value is FormType {
  return (formTypes as readonly string[]).includes(value)
}
