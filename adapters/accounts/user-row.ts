import * as t from 'io-ts'
import { Email } from '#schema/account/email'
import type { User } from '#schema/account/user'
import { UserType } from '#schema/account/user-type'
import { decodeOrThrow } from '#schema/decode'
import { Locale } from '#schema/locale-codec'

const nullableString = t.union([t.string, t.null])

/** A `users` row as read back: decoded, so a bad row fails loudly here rather than in a screen. */
export const UserRow = t.type({
  id: t.string,
  email: Email,
  password_hash: t.string,
  first_name: t.string,
  last_name: t.string,
  phone: nullableString,
  business_name: nullableString,
  country: t.string,
  country_code: nullableString,
  province: nullableString,
  province_code: nullableString,
  city: nullableString,
  zipcode: nullableString,
  address: nullableString,
  birth_year: t.union([t.number, t.null]),
  contact_type: UserType,
  newsletter: t.union([t.literal(0), t.literal(1)]),
  locale: Locale,
  privacy_accepted_at: t.string,
  newsletter_accepted_at: nullableString,
  password_changed_at: t.string,
  session_version: t.number,
  created_at: t.string,
})
export type UserRow = t.TypeOf<typeof UserRow>

/** A stored account: the public user and what only the server may see. */
export type StoredUser = {
  user: User
  passwordHash: string
  passwordChangedAt: string
  /** Tokens issued at another version are refused (a password change moves it on). */
  sessionVersion: number
}

export function userRow(row: unknown): StoredUser {
  const decoded = decodeOrThrow(UserRow, row, 'A users row')
  return {
    passwordHash: decoded.password_hash,
    passwordChangedAt: decoded.password_changed_at,
    sessionVersion: decoded.session_version,
    user: {
      id: decoded.id,
      email: decoded.email,
      firstName: decoded.first_name,
      lastName: decoded.last_name,
      phone: decoded.phone,
      businessName: decoded.business_name,
      country: decoded.country,
      countryCode: decoded.country_code,
      province: decoded.province,
      provinceCode: decoded.province_code,
      city: decoded.city,
      zipcode: decoded.zipcode,
      address: decoded.address,
      birthYear: decoded.birth_year,
      contactType: decoded.contact_type,
      newsletter: decoded.newsletter === 1,
      locale: decoded.locale,
      privacyAcceptedAt: decoded.privacy_accepted_at,
      newsletterAcceptedAt: decoded.newsletter_accepted_at,
      createdAt: decoded.created_at,
    },
  }
}
