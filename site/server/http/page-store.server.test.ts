import { describe, expect, it } from 'vitest'
import { pageStore } from './page-store.server'

describe('pageStore', () => {
  it('keeps the real pages however many 404s and query pages come after them', () => {
    const store = pageStore<{ body: string }>({ max: 3, ttlMs: 60_000 })
    store.set('/it', { body: 'home' }, 200)
    store.set('/en/products', { body: 'products' }, 200)
    for (let index = 0; index < 50; index += 1) {
      store.set(`/it/nowhere-${index}`, { body: '404' }, 404)
      store.set(`/en/search?q=${index}`, { body: 'found' }, 200)
    }
    expect(store.get('/it')?.body).toBe('home')
    expect(store.get('/en/products')?.body).toBe('products')
    expect(store.has('/en/search?q=49')).toBe(true)
    expect(store.has('/en/search?q=0')).toBe(false)
  })

  it('finds a page in either store, and forgets both at once', () => {
    const store = pageStore<{ body: string }>({ max: 2, ttlMs: 60_000 })
    store.set('/it', { body: 'home' }, 200)
    store.set('/it/x', { body: '404' }, 404)
    expect(store.peek('/it/x')?.body).toBe('404')
    store.clear()
    expect(store.has('/it') || store.has('/it/x')).toBe(false)
  })

  it('drops, from either store, the pages made from a purged key and only those', () => {
    const store = pageStore<{ body: string }>({ max: 10, ttlMs: 60_000 })
    store.set('/en/news/a', { body: 'article' }, 200, new Set(['entry:1501', 'globals']))
    store.set('/en/news?page=2', { body: 'list' }, 200, new Set(['section:news', 'globals']))
    store.set('/en/about-us', { body: 'about' }, 200, new Set(['entry:10', 'globals']))
    store.set('/en/news/nope', { body: '404' }, 404, new Set(['section:news']))
    expect(store.purge(new Set(['entry:1501', 'section:news']))).toBe(3)
    expect(store.has('/en/about-us')).toBe(true)
    expect(store.has('/en/news/a') || store.has('/en/news?page=2') || store.has('/en/news/nope')).toBe(false)
    expect(store.purge(new Set(['globals']))).toBe(1)
  })
})
