/**
 * The line above a form's button after a refused submit (WCAG 3.3.1, 4.1.3): `role="alert"`, so it
 * is read out when it appears, and, when a field is to blame, a link to the first one, which
 * serves without JavaScript too (a post answered with errors). Every form of the site shows its
 * errors through this: the account forms (site/account/account-form.tsx) and the contact and
 * newsletter forms (renderers/contact-form/form-frame.tsx).
 */
export function ErrorSummary({
  text,
  firstFieldId,
  className,
}: {
  text: string
  /** The id of the first invalid field, in the order the form shows them. */
  firstFieldId?: string | undefined
  className?: string | undefined
}) {
  return (
    <p role="alert" className={className}>
      {firstFieldId ? <a href={`#${firstFieldId}`}>{text}</a> : text}
    </p>
  )
}
