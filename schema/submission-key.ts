import * as t from 'io-ts'

/** The name of the hidden field that carries a rendered form's key (decision 038). */
export const submissionKeyField = 'submissionKey'

type SubmissionKeyBrand = { readonly SubmissionKey: unique symbol }

/**
 * The key a form is rendered with, sent with its post so that the post taken twice (a reload, a
 * double click, a resend) stores and mails once (decision 038). Random URL-safe text; anything
 * else a visitor sends is no key at all.
 */
export const SubmissionKey = t.brand(
  t.string,
  (value): value is t.Branded<string, SubmissionKeyBrand> => /^[A-Za-z0-9_-]{16,64}$/.test(value),
  'SubmissionKey',
)
export type SubmissionKey = t.TypeOf<typeof SubmissionKey>
