import escapeHtml from 'escape-html'
import type { MailContent } from '#adapters/mail/account-mail'
import type { Locale } from '#schema/locale'

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
