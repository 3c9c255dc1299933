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
})
