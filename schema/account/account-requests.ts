import * as t from 'io-ts'
import { ActivityType } from './activity'
import { Email } from './email'
import { GivenPassword, Password } from './password'
import { text } from './text'

// The bodies of the Account API (spec 3, Other payloads; spec 7). One file: they are small and
// read together, like a route table.

/** POST /login: `username` is the email. Kept loose (GivenPassword) so old passwords still log in. */
export const LoginRequest = t.type({ username: text('Username', 1, 254), password: GivenPassword })
export type LoginRequest = t.TypeOf<typeof LoginRequest>

/** POST /reset-password */
export const ResetPasswordRequest = t.type({ email: Email })
export type ResetPasswordRequest = t.TypeOf<typeof ResetPasswordRequest>

/** A reset code: six digits (spaces around are forgiven). */
export const ResetCode = new t.Type<string, string, unknown>(
  'ResetCode',
  (value): value is string => typeof value === 'string',
  (value, context) => {
    const code = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : undefined
    return code !== undefined && /^\d{6}$/.test(code)
      ? t.success(code)
      : t.failure(value, context, 'must be the 6 digits of the mailed code')
  },
  String,
)
export type ResetCode = t.TypeOf<typeof ResetCode>

/** POST /check-reset-password */
export const CheckResetPasswordRequest = t.type({ code: ResetCode, email: Email })
export type CheckResetPasswordRequest = t.TypeOf<typeof CheckResetPasswordRequest>

/** POST /change-password: `email`, when sent, must be the logged-in user's. */
export const ChangePasswordRequest = t.intersection([
  t.type({ password: Password, oldPassword: GivenPassword }),
  t.partial({ email: Email }),
])
export type ChangePasswordRequest = t.TypeOf<typeof ChangePasswordRequest>

/** POST /change-password-reset (with the reset token): `email`, when sent, must be the token's user's. */
export const ChangePasswordResetRequest = t.intersection([
  t.type({ password: Password }),
  t.partial({ email: Email }),
])
export type ChangePasswordResetRequest = t.TypeOf<typeof ChangePasswordResetRequest>

/** An ISO 8601 date-time, as text. */
export const IsoDateTime = new t.Type<Date, string, unknown>(
  'IsoDateTime',
  (value): value is Date => value instanceof Date,
  (value, context) => {
    if (typeof value !== 'string' || value.length > 40)
      return t.failure(value, context, 'must be an ISO 8601 date')
    const date = new Date(value)
    return Number.isNaN(date.getTime())
      ? t.failure(value, context, 'must be an ISO 8601 date')
      : t.success(date)
  },
  (date) => date.toISOString(),
)

/**
 * POST /save-activity: type defaults to 'Log In', note to empty (spec 3). `type` is one of the
 * spec's kinds; `date` is still accepted as the spec sends it, but the server's clock is stored
 * (docs/security.md): a visitor does not get to write history.
 */
export const SaveActivityRequest = t.partial({
  type: ActivityType,
  note: text('Note', 0, 2000),
  date: IsoDateTime,
  email: Email,
})
export type SaveActivityRequest = t.TypeOf<typeof SaveActivityRequest>
