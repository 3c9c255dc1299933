import type { AccountReply } from '#machines/account-reply'
import type { MessageCode } from '#schema/account/message-code'
import type { User } from '#schema/account/user'

/** A user as the Account API answers it. */
export const someUser: User = {
  id: 'u1',
  email: 'giulia@example.com' as User['email'],
  firstName: 'Giulia',
  lastName: 'Bianchi',
  phone: null,
  businessName: 'Studio Bianchi',
  country: 'Italia',
  countryCode: 'IT',
  province: null,
  provinceCode: null,
  city: 'Udine',
  zipcode: null,
  address: null,
  birthYear: null,
  contactType: 'Architect',
  newsletter: false,
  locale: 'it',
  privacyAcceptedAt: '2026-01-01T00:00:00.000Z',
  newsletterAcceptedAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
}

/** An Account API answer as the machines' actors give it: success follows the status. */
export function reply<D>(
  status: number,
  message: MessageCode,
  data: D,
  token: string | null = null,
): AccountReply<D> {
  return {
    status,
    token,
    sessionEndsAt: null,
    answer: { data, success: status >= 200 && status < 300, message },
  }
}

/** An answer that started a browser session ending at `sessionEndsAt` (its hint cookie, docs/security.md). */
export function sessionReply<D>(
  status: number,
  message: MessageCode,
  data: D,
  sessionEndsAt: number,
): AccountReply<D> {
  return { ...reply(status, message, data), sessionEndsAt }
}
/** A complete registration (spec 7, every field of the payload) for `email`. */
export function registration(email: string, password = 'pergola-di-alluminio') {
  return {
    email,
    password,
    firstName: 'Anna',
    lastName: 'Rossi',
    phone: '+39 0444 123456',
    businessName: 'Studio Rossi',
    country: 'Italia',
    countryCode: 'IT',
    province: 'Vicenza',
    provinceCode: 'VI',
    city: 'Bassano',
    zipcode: '36061',
    address: 'Via Roma 1',
    birthYear: 1980,
    contactType: 'Architect',
    newsletter: true,
    locale: 'it',
  }
}
