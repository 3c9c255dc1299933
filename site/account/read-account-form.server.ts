import type { Locale } from '#schema/locale'
import { readForm } from '#site/forms/read-form.server'
import { translationsFor } from '#site/i18n/translations'

/**
 * 16 KB holds the longest reserved-area form (registration: some twenty fields, two passwords of
 * at most 128 characters) many times over; a larger post is refused unread (docs/security.md:
 * bounded cost per request).
 */
const accountFormBytesLimit = 16 * 1024

/**
 * A reserved-area screen's form post, read with a limit, as the FormData its field readers take;
 * `null` when it is too large or not an urlencoded form, which the screen answers with
 * `unreadableFormAnswer`.
 */
export async function readAccountForm(request: Request): Promise<FormData | null> {
  const posted = await readForm(request, accountFormBytesLimit)
  if (posted.kind !== 'form') return null
  const data = new FormData()
  for (const [name, value] of posted.fields) data.append(name, value)
  return data
}

/** What a screen says of a post it could not read; it answers with status 413. */
export function unreadableFormMessage(locale: Locale): string {
  return translationsFor(locale).account.formUnreadable()
}
