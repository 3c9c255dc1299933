import escapeHtml from 'escape-html'
import type { Locale } from '#schema/locale'

/** A mail's content, before it is addressed and queued. */
export type MailContent = { subject: string; text: string; html: string }

export type AccountMail =
  | { kind: 'reset-code'; firstName: string; code: string; minutes: number }
  | { kind: 'password-changed'; firstName: string }

const company = 'Fast'

const texts = {
  it: {
    'reset-code': (mail: { firstName: string; code: string; minutes: number }) => ({
      subject: `${company} - Il tuo codice per reimpostare la password`,
      lines: [
        `Ciao ${mail.firstName},`,
        `il tuo codice per reimpostare la password è: ${mail.code}`,
        `Vale ${mail.minutes} minuti e si può usare una sola volta.`,
        'Se non hai chiesto tu di reimpostare la password, ignora questa email: la tua password non cambia.',
      ],
    }),
    'password-changed': (mail: { firstName: string }) => ({
      subject: `${company} - La tua password è stata cambiata`,
      lines: [
        `Ciao ${mail.firstName},`,
        'la password della tua area riservata è appena stata cambiata.',
        'Se non sei stato tu, reimposta subito la password e scrivici.',
      ],
    }),
  },
  en: {
    'reset-code': (mail: { firstName: string; code: string; minutes: number }) => ({
      subject: `${company} - Your password reset code`,
      lines: [
        `Hello ${mail.firstName},`,
        `your code to reset your password is: ${mail.code}`,
        `It is valid for ${mail.minutes} minutes and can be used once.`,
        'If you did not ask to reset your password, ignore this email: your password stays the same.',
      ],
    }),
    'password-changed': (mail: { firstName: string }) => ({
      subject: `${company} - Your password was changed`,
      lines: [
        `Hello ${mail.firstName},`,
        'the password of your reserved area has just been changed.',
        'If this was not you, reset your password now and write to us.',
      ],
    }),
  },
} as const

/**
 * The account mails in the user's language (it/en): plain text and a simple HTML twin.
 *
 * @example
 * accountMail({ kind: 'reset-code', firstName: 'Anna', code: '042917', minutes: 10 }, 'it')
 */
export function accountMail(mail: AccountMail, locale: Locale): MailContent {
  const { subject, lines } =
    mail.kind === 'reset-code' ? texts[locale]['reset-code'](mail) : texts[locale]['password-changed'](mail)
  const signature = locale === 'it' ? `Il team ${company}` : `The ${company} team`
  return {
    subject,
    text: [...lines, '', signature].join('\n'),
    html: `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;line-height:1.5">${lines
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join('')}<p>${escapeHtml(signature)}</p></body></html>`,
  }
}
