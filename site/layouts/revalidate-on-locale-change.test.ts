import { describe, expect, it } from 'vitest'
import type { ShouldRevalidateFunctionArgs } from 'react-router'
import { revalidateOnLocaleChange } from './revalidate-on-locale-change'

function args(
  from: string,
  to: string,
  extra: Partial<ShouldRevalidateFunctionArgs> = {},
): ShouldRevalidateFunctionArgs {
  return {
    currentUrl: new URL(from, 'https://fast.example'),
    currentParams: {},
    nextUrl: new URL(to, 'https://fast.example'),
    nextParams: {},
    defaultShouldRevalidate: true,
    ...extra,
  }
}

describe('revalidateOnLocaleChange', () => {
  it('keeps the layout data on a navigation inside one language', () => {
    expect(revalidateOnLocaleChange(args('/en', '/en/about-us'))).toBe(false)
    expect(revalidateOnLocaleChange(args('/it/prodotti', '/it/prodotti?page=2'))).toBe(false)
  })

  it('loads it again when the language changes', () => {
    expect(revalidateOnLocaleChange(args('/en/products', '/it/prodotti'))).toBe(true)
    expect(revalidateOnLocaleChange(args('/missing', '/en'))).toBe(true)
  })

  it('follows the router after a form post and on an explicit revalidation', () => {
    expect(revalidateOnLocaleChange(args('/en/login', '/en/account', { formMethod: 'POST' }))).toBe(true)
    expect(revalidateOnLocaleChange(args('/en/account', '/en/account'))).toBe(true)
    expect(
      revalidateOnLocaleChange(args('/en/account', '/en/account', { defaultShouldRevalidate: false })),
    ).toBe(false)
  })
})
