import * as t from 'io-ts'
import { Locale } from '../locale-codec'
import { Email } from './email'
import { UserType } from './user-type'

const nullableString = t.union([t.string, t.null])

/**
 * The user as the Account API gives it (`data` of login, register, users/me): the registration
 * fields and consents, never the password hash. The session machine decodes it with this codec.
 */
export const User = t.type({
  id: t.string,
  email: Email,
  firstName: t.string,
  lastName: t.string,
  phone: nullableString,
  businessName: nullableString,
  country: t.string,
  countryCode: nullableString,
  province: nullableString,
  provinceCode: nullableString,
  city: nullableString,
  zipcode: nullableString,
  address: nullableString,
  birthYear: t.union([t.number, t.null]),
  contactType: UserType,
  newsletter: t.boolean,
  locale: Locale,
  /** ISO date-times. */
  privacyAcceptedAt: t.string,
  newsletterAcceptedAt: nullableString,
  createdAt: t.string,
})
export type User = t.TypeOf<typeof User>
