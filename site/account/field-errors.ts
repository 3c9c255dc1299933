import type * as t from 'io-ts'

/** Why a field was refused, as the forms say it (`account.errors.<kind>` in site/i18n). */
export type FieldErrorKind =
  | 'passwordsDiffer'
  | 'required'
  | 'email'
  | 'passwordShort'
  | 'passwordLong'
  | 'passwordCommon'
  | 'tooLong'
  | 'code'
  | 'birthYear'
  | 'privacy'
  | 'contactType'
  | 'province'
  | 'invalid'

export type FieldErrors = Partial<Record<string, FieldErrorKind>>

/**
 * Decodes a form's values with the server's own codec (schema/account) and gives either the
 * decoded value or, per field, the first reason it was refused, so each error sits next to its
 * field in the page's language. The codecs' messages are English for developers; this reads their
 * meaning, not their words, where it can (field name, emptiness).
 *
 * @example
 * const result = decodeForm(Registration, values)
 * if (result.ok) send(result.value) else show(result.errors)
 */
export function decodeForm<A>(
  codec: t.Decoder<unknown, A>,
  values: Record<string, unknown>,
): { ok: true; value: A } | { ok: false; errors: FieldErrors } {
  const decoded = codec.decode(values)
  if (decoded._tag === 'Right') return { ok: true, value: decoded.right }
  const errors: FieldErrors = {}
  for (const error of decoded.left) {
    const field = [...error.context]
      .reverse()
      .find((entry) => entry.key !== '' && !/^\d+$/.test(entry.key) && entry.key in values)?.key
    if (field === undefined || errors[field] !== undefined) continue
    errors[field] = kindOf(field, values[field], error.message ?? '')
  }
  return { ok: false, errors }
}

function kindOf(field: string, value: unknown, message: string): FieldErrorKind {
  const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  if (field === 'privacy') return 'privacy'
  if (field === 'contactType') return 'contactType'
  if (empty) return 'required'
  if (field === 'email' || field === 'username') return 'email'
  if (field === 'code') return 'code'
  if (field === 'birthYear') return 'birthYear'
  if (/password/i.test(field)) {
    if (message.includes('common')) return 'passwordCommon'
    if (message.includes('at most')) return 'passwordLong'
    return 'passwordShort'
  }
  if (message.includes('at most')) return 'tooLong'
  return 'invalid'
}
