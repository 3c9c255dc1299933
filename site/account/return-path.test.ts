import { describe, expect, it } from 'vitest'
import { loginHrefOf } from './login-back'
import { returnParameter } from './return-parameter'
import { returnPathOf } from './return-path'

const backOf = (href: string) =>
  returnPathOf(new URL(href, 'https://fast.example').searchParams.get(returnParameter))

describe('returnPathOf', () => {
  it('goes back to the page a locked control was on, query and all', () => {
    expect(backOf(loginHrefOf('it', '/it/l/blocks?category=lettini'))).toBe('/it/l/blocks?category=lettini')
  })

  it('refuses another site, an endpoint and a path that is no page', () => {
    for (const back of [
      'https://evil.example/it',
      '//evil.example/it',
      '/\\evil.example',
      '/.//evil.example',
      '/api/downloads/1',
      'javascript:alert(1)',
    ])
      expect(backOf(`/it/login?back=${encodeURIComponent(back)}`)).toBeUndefined()
    expect(backOf('/it/login')).toBeUndefined()
  })
})
