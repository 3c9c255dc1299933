import { describe, expect, it } from 'vitest'
import { checkContactForm, contactFormFromFields } from './contact-form'
import { userTypes } from './account/user-type'

const valid = {
  firstName: ' Anna ',
  lastName: 'Rossi',
  email: 'Anna.Rossi@Example.com',
  country: 'IT',
  contactType: 'Architect',
  message: 'A quote for twelve aluminium loungers, please.',
  privacy: true,
}

describe('the contact form codec', () => {
  it('accepts the required fields alone, trimmed, with the email lower-cased', () => {
    const check = checkContactForm(valid)
    expect(check).toMatchObject({
      ok: true,
      form: { firstName: 'Anna', email: 'anna.rossi@example.com', country: 'IT' },
    })
  })

  it('names every missing required field and nothing else', () => {
    const check = checkContactForm({})
    expect(check.ok).toBe(false)
    if (check.ok) return
    expect(check.fields).toEqual({
      firstName: 'required',
      lastName: 'required',
      email: 'required',
      country: 'required',
      contactType: 'required',
      message: 'required',
      privacy: 'privacy',
    })
    expect(check.problems).toContain('firstName: is required')
  })

  it('refuses a privacy consent that is not given', () => {
    const check = checkContactForm({ ...valid, privacy: false })
    expect(check).toMatchObject({ ok: false, fields: { privacy: 'privacy' } })
  })

  it('says which kind of problem a filled field has', () => {
    const check = checkContactForm({
      ...valid,
      email: 'anna@',
      birthYear: '1850',
      phone: 'call me',
      country: 'Italia',
      contactType: 'Astronaut',
      message: 'x'.repeat(5001),
      city: '   ',
    })
    expect(check).toMatchObject({
      ok: false,
      fields: {
        email: 'email',
        birthYear: 'birthYear',
        phone: 'phone',
        country: 'country',
        contactType: 'contactType',
        message: 'tooLong',
      },
    })
  })

  it('accepts each of the 17 user types', () => {
    expect(userTypes).toHaveLength(17)
    for (const contactType of userTypes) expect(checkContactForm({ ...valid, contactType }).ok).toBe(true)
  })

  it('stores an Italian province as its code, chosen or typed', () => {
    expect(checkContactForm({ ...valid, province: 'VI' })).toMatchObject({
      ok: true,
      form: { province: 'VI' },
    })
    expect(checkContactForm({ ...valid, province: 'vicenza' })).toMatchObject({
      ok: true,
      form: { province: 'VI' },
    })
    expect(checkContactForm({ ...valid, province: 'Atlantis' })).toMatchObject({
      ok: false,
      fields: { province: 'province' },
    })
  })

  it('keeps a province of another country as typed', () => {
    expect(checkContactForm({ ...valid, country: 'de', province: 'Bayern' })).toMatchObject({
      ok: true,
      form: { country: 'DE', province: 'Bayern' },
    })
  })

  it('turns blank optional fields into null and digits into a birth year', () => {
    const check = checkContactForm({ ...valid, city: ' ', birthYear: '1984', businessName: '' })
    expect(check).toMatchObject({ ok: true, form: { city: null, birthYear: 1984, businessName: null } })
  })

  it('refuses control characters, which PostgreSQL would refuse too', () => {
    expect(checkContactForm({ ...valid, message: 'hello\u0000' })).toMatchObject({
      ok: false,
      fields: { message: 'invalid' },
    })
  })

  it('reads a posted form: checked boxes are true, absent ones false', () => {
    const body = contactFormFromFields({ ...valid, privacy: 'on', birthYear: '1984' })
    expect(body).toMatchObject({ privacy: true, newsletter: false, birthYear: '1984' })
    expect(checkContactForm(body).ok).toBe(true)
    expect(checkContactForm(contactFormFromFields({ ...valid, privacy: undefined })).ok).toBe(false)
  })

  it('refuses an unknown form type and a body that is not an object', () => {
    expect(checkContactForm({ ...valid, formType: 'survey' })).toMatchObject({ ok: false, fields: {} })
    expect(checkContactForm('hello')).toMatchObject({ ok: false, problems: ['body: is not valid'] })
  })
})
