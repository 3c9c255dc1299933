import { describe, expect, it } from 'vitest'
import {
  keptRegistration,
  readNewPassword,
  readPasswordChange,
  readRegistration,
  readResetCode,
} from './account-form-fields'

const form = (fields: Record<string, string>) => {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) data.append(name, value)
  return data
}

const filled = {
  firstName: 'Giulia',
  lastName: 'Bianchi',
  email: 'giulia@fast.test',
  password: 'Pergola in alluminio 77',
  repeatPassword: 'Pergola in alluminio 77',
  contactType: 'Architect',
  country: 'IT',
  city: 'Udine',
  privacy: 'on',
}

describe('the reserved-area forms read on both sides', () => {
  it('reads a complete registration with the page’s language', () => {
    const read = readRegistration(form(filled), 'it')
    expect(read).toMatchObject({
      ok: true,
      value: { email: 'giulia@fast.test', locale: 'it', privacy: true },
    })
  })

  it('sends the chosen country’s code and its name in the page’s language, and an Italian province’s sigla', () => {
    expect(readRegistration(form({ ...filled, province: 'VI' }), 'it')).toMatchObject({
      ok: true,
      value: { country: 'Italia', countryCode: 'IT', province: 'Vicenza', provinceCode: 'VI' },
    })
    // Without JavaScript the province is typed: an Italian one by name is read as its sigla.
    expect(readRegistration(form({ ...filled, province: 'vicenza' }), 'en')).toMatchObject({
      ok: true,
      value: { country: 'Italy', countryCode: 'IT', province: 'Vicenza', provinceCode: 'VI' },
    })
    expect(readRegistration(form({ ...filled, country: 'DE', province: 'Bayern' }), 'en')).toMatchObject({
      ok: true,
      value: { country: 'Germany', countryCode: 'DE', province: 'Bayern', provinceCode: null },
    })
  })

  it('refuses a country of no list, an Italian province of none, and an implausible birth year', () => {
    expect(readRegistration(form({ ...filled, country: 'Italy' }), 'it')).toEqual({
      ok: false,
      errors: { country: 'required' },
    })
    expect(readRegistration(form({ ...filled, province: 'Atlantide' }), 'it')).toEqual({
      ok: false,
      errors: { province: 'province' },
    })
    const latest = new Date().getUTCFullYear() - 16
    for (const year of ['2099', '1899', String(latest + 1)])
      expect(readRegistration(form({ ...filled, birthYear: year }), 'it')).toEqual({
        ok: false,
        errors: { birthYear: 'birthYear' },
      })
    for (const year of ['1900', String(latest)])
      expect(readRegistration(form({ ...filled, birthYear: year }), 'it')).toMatchObject({ ok: true })
  })

  it('puts each refusal beside its field, the repeated password included', () => {
    const read = readRegistration(
      form({ ...filled, firstName: '', repeatPassword: 'other', privacy: '' }),
      'en',
    )
    expect(read).toEqual({
      ok: false,
      errors: { firstName: 'required', privacy: 'privacy', repeatPassword: 'passwordsDiffer' },
    })
  })

  it('keeps everything typed but the passwords', () => {
    const kept = keptRegistration(form(filled))
    expect(kept).toMatchObject({
      firstName: 'Giulia',
      email: 'giulia@fast.test',
      city: 'Udine',
      privacy: true,
    })
    expect(kept).not.toHaveProperty('password')
    expect(kept).not.toHaveProperty('repeatPassword')
  })

  it('asks a password change for the current password and the new one twice', () => {
    expect(readPasswordChange(form({ oldPassword: '', password: 'short', repeatPassword: 'short' }))).toEqual(
      {
        ok: false,
        errors: { oldPassword: 'required', password: 'passwordShort' },
      },
    )
    expect(
      readPasswordChange(
        form({
          oldPassword: 'old one',
          password: 'Sauna finlandese 2026',
          repeatPassword: 'Sauna finlandese 2026',
        }),
      ),
    ).toMatchObject({ ok: true })
  })

  it('reads the reset code for the email, and the new password twice', () => {
    expect(readResetCode(form({ code: ' 123456 ' }), 'giulia@fast.test')).toMatchObject({
      ok: true,
      value: { code: '123456' },
    })
    expect(readResetCode(form({ code: '12' }), 'giulia@fast.test')).toEqual({
      ok: false,
      errors: { code: 'code' },
    })
    expect(readNewPassword(form({ password: 'Sauna finlandese 2026', repeatPassword: 'x' }))).toEqual({
      ok: false,
      errors: { repeatPassword: 'passwordsDiffer' },
    })
  })
})
