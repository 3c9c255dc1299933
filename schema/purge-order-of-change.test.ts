import { isLeft } from 'fp-ts/lib/Either.js'
import { describe, expect, it } from 'vitest'
import { CmsChange } from './cms-change'
import { purgeOrderOf } from './purge-order-of-change'

const change = (given: Record<string, unknown>) => {
  const decoded = CmsChange.decode(given)
  if (isLeft(decoded)) throw new Error('not a change')
  return decoded.right
}

describe('what a CMS change purges', () => {
  it('purges an edited entry, its section lists and the lists over every section', () => {
    expect(
      purgeOrderOf(change({ event: 'afterSave', id: 1501, type: 'entry', section: 'news', site: 'it' })),
    ).toEqual({
      keys: ['entry:1501', 'section:news', 'entries'],
      everything: false,
    })
  })

  it('purges the sitemap too when an entry is new, deleted or restored', () => {
    for (const given of [
      { event: 'afterSave', isNew: true },
      { event: 'afterDelete' },
      { event: 'afterRestore' },
    ])
      expect(purgeOrderOf(change({ id: '7', type: 'entry', section: 'products', ...given })).keys).toContain(
        'sitemap',
      )
  })

  it('names global sets, menus and categories by what pages read of them, and everything for an asset', () => {
    expect(
      purgeOrderOf(change({ event: 'afterSave', id: '5', type: 'globalset', section: 'siteInfo' })).keys,
    ).toEqual(['site-info'])
    expect(
      purgeOrderOf(change({ event: 'afterSave', id: '5', type: 'globalset', section: 'footer1' })).keys,
    ).toEqual(['globals'])
    expect(
      purgeOrderOf(change({ event: 'afterSave', id: '9', type: 'node', section: 'menuPrincipale' })).keys,
    ).toEqual(['navigation'])
    expect(
      purgeOrderOf(change({ event: 'afterSave', id: '300', type: 'category', section: 'productCategories' }))
        .keys,
    ).toEqual(['category:300', 'group:productCategories', 'categories'])
    expect(purgeOrderOf(change({ event: 'afterSave', id: '110', type: 'asset' }))).toEqual({
      keys: [],
      everything: true,
    })
  })

  it('refuses a change that is not one', () => {
    for (const given of [
      { event: 'afterSave', id: 'drop table', type: 'entry' },
      { event: 'beforeSave', id: '1', type: 'entry' },
      { event: 'afterSave', id: '1', type: 'user' },
      { event: 'afterSave', id: '1', type: 'entry', section: 'news section' },
    ])
      expect(isLeft(CmsChange.decode(given))).toBe(true)
  })
})
