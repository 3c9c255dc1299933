import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TestApi, type TestStore, createTestStore, startTestApi } from '#tools/testing/start-test-api'

let store: TestStore
let api: TestApi

beforeAll(async () => {
  store = await createTestStore('sqlite')
  api = await startTestApi(store)
})

afterAll(async () => {
  await api?.close()
  await store?.drop()
})

describe('the API router', () => {
  // Found by the fuzz suite (tools/testing/http-fuzz.ts): these fell through to an HTML 404.
  it.each([
    ['GET', '/api/downloads'],
    ['GET', '/api/downloads/'],
    ['POST', '/api/forms/newsletter'],
  ])('answers %s %s, which it does not have, with a JSON 404 in the answer shape', async (method, path) => {
    const response = await fetch(`${api.url}${path}`, { method })
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await response.json()).toEqual({ data: null, success: false, message: 'NOT_FOUND' })
  })

  it.each([
    ['POST', '/api/downloads/listino-2026', 'GET, HEAD'],
    ['GET', '/api/forms/contact', 'POST'],
  ])(
    'answers %s %s, a path it has, with a JSON 405 naming the methods it takes',
    async (method, path, allow) => {
      const response = await fetch(`${api.url}${path}`, { method })
      expect(response.status).toBe(405)
      expect(response.headers.get('allow')).toBe(allow)
      expect(await response.json()).toMatchObject({
        data: { problems: [expect.any(String)] },
        success: false,
      })
    },
  )
})
