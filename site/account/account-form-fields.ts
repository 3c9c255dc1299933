import * as t from 'io-ts'
import { CheckResetPasswordRequest, ResetPasswordRequest } from '#schema/account/account-requests'
import { GivenPassword, Password } from '#schema/account/password'
import { Email } from '#schema/account/email'
import { Registration } from '#schema/account/registration'
import type { Locale } from '#schema/locale'
import { decodeForm } from './field-errors'
import type { FieldErrors } from './field-errors'
import { formText } from './form-field'

// What each reserved-area form's fields decode to, read the same way by the form in the browser
// (with JS) and by its screen's action (without JS), so both refuse the same input with the same
// errors beside the same fields.

export type FormReading<A> = { ok: true; value: A } | { ok: false; errors: FieldErrors }

/** The registration form's optional fields (spec 3, Registration payload). */
export const optionalRegistrationFields = [
  'phone',
  'businessName',
  'countryCode',
  'province',
  'provinceCode',
  'city',
  'zipcode',
  'address',
  'birthYear',
] as const

/** The registration form's text fields a visitor typed, kept to show again (never the passwords). */
export const keptRegistrationFields = [
  'firstName',
  'lastName',
  'email',
  'country',
  'contactType',
  ...optionalRegistrationFields,
] as const

/** What a form gives back to show again: its text fields and checkboxes, never a password. */
export type KeptValues = Partial<Record<string, string | boolean>>

/** The registration form: the server's own codec, and the repeated password (spec 5). */
export function readRegistration(data: FormData, locale: Locale): FormReading<Registration> {
  const values: Record<string, unknown> = {
    email: formText(data, 'email') ?? '',
    password: formText(data, 'password') ?? '',
    firstName: formText(data, 'firstName') ?? '',
    lastName: formText(data, 'lastName') ?? '',
    country: formText(data, 'country') ?? '',
    contactType: formText(data, 'contactType') ?? '',
    newsletter: data.get('newsletter') === 'on',
    privacy: data.get('privacy') === 'on',
    locale,
  }
  for (const name of optionalRegistrationFields) values[name] = formText(data, name) ?? ''
  return repeated(decodeForm(Registration, values), data)
}

/** What the registration form shows again after a refusal: all but the passwords. */
export function keptRegistration(data: FormData): KeptValues {
  const kept: KeptValues = {
    newsletter: data.get('newsletter') === 'on',
    privacy: data.get('privacy') === 'on',
  }
  for (const name of keptRegistrationFields) kept[name] = formText(data, name) ?? ''
  return kept
}

const ChangePasswordFields = t.type({ oldPassword: GivenPassword, password: Password })
const NewPasswordFields = t.type({ password: Password })

/** The change-password form: the current password, the new one twice. */
export function readPasswordChange(data: FormData): FormReading<t.TypeOf<typeof ChangePasswordFields>> {
  const fields = {
    oldPassword: formText(data, 'oldPassword') ?? '',
    password: formText(data, 'password') ?? '',
  }
  return repeated(decodeForm(ChangePasswordFields, fields), data)
}

/** What the login form checks before sending (the API's LoginRequest, with the email's shape). */
const LoginFields = t.type({ username: Email, password: GivenPassword })

/** The login form: the email (as `username`) and the password, both needed, the email well formed. */
export function readLogin(data: FormData): FormReading<t.TypeOf<typeof LoginFields>> {
  return decodeForm(LoginFields, {
    username: formText(data, 'username') ?? '',
    password: formText(data, 'password') ?? '',
  })
}

/** The reset's first step: the email to send the code to. */
export function readResetRequest(data: FormData): FormReading<ResetPasswordRequest> {
  return decodeForm(ResetPasswordRequest, { email: formText(data, 'email') ?? '' })
}

/** The reset's code, for the email of the first step. */
export function readResetCode(data: FormData, email: string): FormReading<CheckResetPasswordRequest> {
  return decodeForm(CheckResetPasswordRequest, { code: formText(data, 'code') ?? '', email })
}

/** The reset's new password, twice. */
export function readNewPassword(data: FormData): FormReading<{ password: Password }> {
  return repeated(decodeForm(NewPasswordFields, { password: formText(data, 'password') ?? '' }), data)
}

/** spec 5: a new password typed twice differently is 'Those passwords didn't match', beside the repeat. */
function repeated<A>(result: FormReading<A>, data: FormData): FormReading<A> {
  const errors: FieldErrors = result.ok ? {} : { ...result.errors }
  if (!errors['password'] && formText(data, 'password') !== formText(data, 'repeatPassword'))
    errors['repeatPassword'] = 'passwordsDiffer'
  return result.ok && Object.keys(errors).length === 0 ? result : { ok: false, errors }
}
