import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { screenDeclarations } from '#schema/screen-declarations.server'
import { screenIndex, screenIndexFiles } from './screen-index'

describe('the screen index', () => {
  // tsc and the browser see only the generated files: stale, they would miss a new screen.
  it('is what schema/generated/ holds (npm run codegen writes it)', () => {
    for (const [file, text] of Object.entries(screenIndexFiles(screenDeclarations)))
      expect(readFileSync(file, 'utf8'), `${file} is stale: run npm run codegen`).toBe(text)
  })

  it('gives the browser path words and privacy only, never modules, chunks or sitemap flags', () => {
    const { screenTable } = screenIndex(screenDeclarations)
    expect(screenTable.account).toEqual({ it: 'account', en: 'account', private: true })
    expect(screenTable.product).toEqual({ it: 'prodotti/:slug', en: 'products/:slug', private: false })
  })

  it('finds the screen of each section with pages, and of each category group', () => {
    const { detailScreenOfSection, screenOfCategoryGroup } = screenIndex(screenDeclarations)
    expect(detailScreenOfSection).toEqual({
      collections: 'collection',
      designers: 'designer',
      inspiration: 'inspiration',
      landing: 'landing',
      news: 'news',
      products: 'product',
      projects: 'project',
      pages: 'page',
    })
    expect(screenOfCategoryGroup).toEqual({
      productCategories: 'productCategory',
      projectCategories: 'projectCategory',
    })
  })

  it('refuses two screens showing one entry of the same section', () => {
    const twice = { ...screenDeclarations, news: { ...screenDeclarations.news, section: 'products' } }
    expect(() => screenIndex(twice)).toThrow(
      "screens 'news' and 'product' both show one entry of section 'products'",
    )
  })
})
