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
  country: 'Italia',
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
