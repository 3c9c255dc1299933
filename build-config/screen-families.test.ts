import { describe, expect, it } from 'vitest'
import { screenFamilies } from './screen-families'

describe('screenFamilies', () => {
  it("gathers each family's modules once, families in the order they first appear", () => {
    expect(
      screenFamilies({
        home: { module: 'screens/home.tsx', chunks: 'catalogue' },
        login: { module: 'screens/login.tsx', chunks: 'login' },
        product: { module: 'screens/entry-page.tsx', chunks: 'catalogue' },
        news: { module: 'screens/entry-page.tsx', chunks: 'catalogue' },
      }),
    ).toEqual([
      { name: 'catalogue', roots: ['site/screens/home.tsx', 'site/screens/entry-page.tsx'] },
      { name: 'login', roots: ['site/screens/login.tsx'] },
    ])
  })

  it('refuses two families for one module, naming both screens', () => {
    expect(() =>
      screenFamilies({
        product: { module: 'screens/entry-page.tsx', chunks: 'catalogue' },
        news: { module: 'screens/entry-page.tsx', chunks: 'stores' },
      }),
    ).toThrow(/news puts screens\/entry-page\.tsx in the chunks of 'stores', product in those of 'catalogue'/)
  })
})
