import { data, redirect } from 'react-router'
import { describe, expect, it } from 'vitest'
import { formErrorCount } from './form-error-count'

describe('formErrorCount', () => {
  it('counts the refused fields of an account form and of a contact form', () => {
    expect(formErrorCount({ errors: { email: 'required', password: 'required' }, values: {} })).toBe(2)
    expect(
      formErrorCount(data({ kind: 'invalid', message: 'x', fields: { email: 'EMAIL', privacy: 'X' } }, 400)),
    ).toBe(2)
  })

  it('counts a refusal that names no field as one error', () => {
    expect(formErrorCount({ username: 'a@b.it', message: 'Email o password non corretti' })).toBe(1)
    expect(formErrorCount(data({ errors: {}, values: {}, message: 'too long' }, 413))).toBe(1)
  })

  it('counts nothing for a success, a next step or a redirect', () => {
    expect(formErrorCount({ kind: 'sent', message: 'Grazie', fields: {}, values: {} })).toBe(0)
    expect(formErrorCount({ step: 'code', email: 'a@b.it', errors: {} })).toBe(0)
    expect(formErrorCount(redirect('/it/account'))).toBe(0)
    expect(formErrorCount(undefined)).toBe(0)
  })
})
