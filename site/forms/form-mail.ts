import escapeHtml from 'escape-html'
import type { MailContent } from '#adapters/mail/account-mail'
import type { Locale } from '#schema/locale'

/** Long enough for a real first name, too short to carry a message or a link. */
const receiptNameLength = 40

/**
 * The sender's first name as a receipt may carry it (docs/security.md): the receipt goes to an
 * address the sender typed, so it must not become a way to mail anyone a text in our name.
 */
export function receiptName(firstName: string): string {
  const name = firstName.replace(/\s+/g, ' ').trim()
  return name.length > receiptNameLength ? `${name.slice(0, receiptNameLength - 1)}…` : name
}

/** A form's mail as text and HTML: the intro, the lines of the request, the signature. */
export function formMail(
  locale: Locale,
  subject: string,
  intro: string[],
  lines: string[],
  signature?: string,
): MailContent {
  const all = [...intro, ...(lines.length > 0 ? ['', ...lines] : []), ...(signature ? ['', signature] : [])]
  return {
    subject,
    text: all.join('\n'),
    html: `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;line-height:1.5">${all
      .map((line) =>
        line === '' ? '<br>' : `<p style="margin:0;white-space:pre-wrap">${escapeHtml(line)}</p>`,
      )
      .join('')}</body></html>`,
  }
}
