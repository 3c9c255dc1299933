import * as t from 'io-ts'
import { CheckResetPasswordRequest, ResetPasswordRequest } from '#schema/account/account-requests'
import { GivenPassword, Password } from '#schema/account/password'
import { Email } from '#schema/account/email'
import { Registration } from '#schema/account/registration'
import { italianProvinceOf, italianProvinces } from '#schema/italian-provinces'
import type { Locale } from '#schema/locale'
import { countryName } from '#site/forms/country-options'
import { decodeForm } from './field-errors'
import type { FieldErrors } from './field-errors'
import { formText } from './form-field'

// What each reserved-area form's fields decode to, read the same way by the form in the browser
// (with JS) and by its screen's action (without JS), so both refuse the same input with the same
// errors beside the same fields.

export type FormReading<A> = { ok: true; value: A } | { ok: false; errors: FieldErrors }

/** The registration form's optional fields a visitor types (spec 3, Registration payload). */
export const optionalRegistrationFields = [
  'phone',
  'businessName',
  'province',
  'city',
  'zipcode',
  'address',
  'birthYear',
] as const

/** The registration form's fields a visitor typed or chose, kept to show again (never the passwords). */
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

/**
 * The registration form: the server's own codec, and the repeated password (spec 5). The form's
 * `country` is a code of the contact form's list and its Italian `province` one of Italy's
 * provinces (decision 041); the payload gets the code as `countryCode` and the
 * country's name in the visitor's language as `country`, an Italian province's sigla as
 * `provinceCode` and its name as `province`.
 */
export function readRegistration(data: FormData, locale: Locale): FormReading<Registration> {
  const place = placeOf(data, locale)
  const values: Record<string, unknown> = {
    email: formText(data, 'email') ?? '',
    password: formText(data, 'password') ?? '',
    firstName: formText(data, 'firstName') ?? '',
    lastName: formText(data, 'lastName') ?? '',
    contactType: formText(data, 'contactType') ?? '',
    newsletter: data.get('newsletter') === 'on',
    privacy: data.get('privacy') === 'on',
    locale,
  }
  for (const name of optionalRegistrationFields) values[name] = formText(data, name) ?? ''
  Object.assign(values, place.values)
  const read = repeated(decodeForm(Registration, values), data)
  if (!place.provinceRefused) return read
  return { ok: false, errors: { ...(read.ok ? {} : read.errors), province: 'province' } }
}

/** The country and province of the form as the payload names them. */
function placeOf(data: FormData, locale: Locale) {
  const code = (formText(data, 'country') ?? '').trim().toUpperCase()
  const name = countryName(locale, code)
  const typed = (formText(data, 'province') ?? '').trim()
  const italian = code === 'IT' && typed !== '' ? italianProvinceOf(typed) : undefined
  return {
    values: {
      // No name for a code of no country: the codec says "required" beside the list.
      country: name ?? '',
      countryCode: name ? code : '',
      province: italian ? italianProvinces[italian] : typed,
      provinceCode: italian ?? '',
    },
    provinceRefused: code === 'IT' && typed !== '' && italian === undefined,
  }
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
