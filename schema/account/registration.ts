import * as t from 'io-ts'
import { Locale } from '../locale-codec'
import { RegistrationBirthYear } from './birth-year'
import { Email } from './email'
import { OptionalCountryCode } from './optional-country-code'
import { optionalText } from './optional-text'
import { Password } from './password'
import { text } from './text'
import { UserType } from './user-type'

/**
 * The registration payload (spec 3, Registration payload). Which fields are required is not
 * shown in the spec; decision 007 makes email, password, names, country and user type required,
 * the rest optional (null when not given). `privacy` is the privacy-policy consent the form asks
 * for; when sent it must be true. `country` is the country's name and `countryCode` its ISO code,
 * both from the form's list; the birth year is plausible for a registration (decision 041).
 */
export const Registration = t.intersection([
  t.type({
    email: Email,
    password: Password,
    firstName: text('FirstName', 1, 100),
    lastName: text('LastName', 1, 100),
    country: text('Country', 1, 100),
    contactType: UserType,
  }),
  t.partial({
    phone: optionalText('Phone', 40),
    businessName: optionalText('BusinessName', 200),
    countryCode: OptionalCountryCode,
    province: optionalText('Province', 100),
    provinceCode: optionalText('ProvinceCode', 8),
    city: optionalText('City', 100),
    zipcode: optionalText('Zipcode', 20),
    address: optionalText('Address', 200),
    birthYear: RegistrationBirthYear,
    newsletter: t.boolean,
    privacy: t.literal(true),
    locale: Locale,
  }),
])
export type Registration = t.TypeOf<typeof Registration>
