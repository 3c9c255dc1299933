import { describe, expect, it } from 'vitest'
import { sessionAnswerParam, sessionAnswers } from './account/session-answer'
import { pageUrlOf, screenQuery, sessionAnswerNames } from './screen-query'
import { listPage, maxListRows } from './stores/list-rows'

describe('pageUrlOf', () => {
  it('drops every parameter a screen does not read: tracking, unknown, preview', () => {
    expect(pageUrlOf('/en/products?utm_source=x&utm_campaign=y&fbclid=1&gclid=2&page=3')).toBe('/en/products')
    expect(pageUrlOf('/it?token=t&x-craft-live-preview=1')).toBe('/it')
    expect(pageUrlOf('/en/l/blocks?x=1')).toBe('/en/l/blocks')
    expect(pageUrlOf('/en/products')).toBe('/en/products')
    expect(pageUrlOf('/en/products?')).toBe('/en/products')
  })

  it('keeps a path of no screen (a 404) without any parameter', () => {
    expect(pageUrlOf('/it/nowhere/at/all?q=1')).toBe('/it/nowhere/at/all')
  })

  it('keeps what a screen reads, as it reads it, in one order', () => {
    expect(pageUrlOf('/it/rivenditori?utm_source=x&rows=60&type=dealer&q=udine')).toBe(
      '/it/rivenditori?q=udine&type=dealer&rows=100',
    )
    expect(pageUrlOf('/it/rivenditori?type=castle&q=')).toBe('/it/rivenditori')
    expect(pageUrlOf(`/en/search?q=${'a'.repeat(300)}&from=nav`)).toBe(`/en/search?q=${'a'.repeat(100)}`)
    expect(pageUrlOf('/en/register?registered&utm_medium=mail')).toBe('/en/register?registered=')
    expect(pageUrlOf('/en/account?answer=loggedIn')).toBe('/en/account?answer=loggedIn')
    expect(pageUrlOf('/en/account?answer=owned')).toBe('/en/account')
  })

  it("keeps a form's outcome on the screens that hold forms, and only a form's name", () => {
    expect(pageUrlOf('/en/contact?sent=contact&utm_source=x')).toBe('/en/contact?sent=contact')
    expect(pageUrlOf('/it?sent=id%3Anewsletter-2026')).toBe('/it?sent=id%3Anewsletter-2026')
    expect(pageUrlOf('/en/contact?sent=%3Cscript%3E')).toBe('/en/contact')
    expect(pageUrlOf('/en/search?sent=contact')).toBe('/en/search')
  })

  it("keeps the login's way back only as a page of this site", () => {
    expect(pageUrlOf('/en/login?back=%2Fen%2Fproducts%2Fonda')).toBe('/en/login?back=%2Fen%2Fproducts%2Fonda')
    expect(pageUrlOf('/en/login?back=%2F.%2F%2Fevil.example')).toBe('/en/login')
    expect(pageUrlOf('/en/login?back=https%3A%2F%2Fevil.example')).toBe('/en/login')
    expect(pageUrlOf('/en/login?back=%2Fapi%2Fdownloads%2F1')).toBe('/en/login')
  })

  it("keeps the reset's step and address, checked, never anything else", () => {
    expect(pageUrlOf('/en/reset-password?step=code&email=Giulia%40Example.com&code=123456')).toBe(
      '/en/reset-password?step=code&email=giulia%40example.com',
    )
    expect(pageUrlOf('/en/reset-password?step=verified&email=not-an-address')).toBe('/en/reset-password')
  })

  it('bounds rows: whole pages, the first page as no parameter, at most the most rows', () => {
    expect(pageUrlOf('/it/rivenditori?rows=1')).toBe('/it/rivenditori')
    expect(pageUrlOf(`/it/rivenditori?rows=${listPage}`)).toBe('/it/rivenditori')
    expect(pageUrlOf(`/it/rivenditori?rows=${listPage + 1}`)).toBe(`/it/rivenditori?rows=${2 * listPage}`)
    expect(pageUrlOf('/it/rivenditori?rows=100000')).toBe(`/it/rivenditori?rows=${maxListRows}`)
    expect(pageUrlOf('/it/rivenditori?rows=1e400')).toBe('/it/rivenditori')
  })

  it('names the session answers exactly as the screens do', () => {
    expect(sessionAnswerNames).toEqual(Object.keys(sessionAnswers))
    expect(Object.keys(screenQuery.account)).toEqual([sessionAnswerParam])
  })
})
