import { describe, expect, it } from 'vitest'
import { readForm } from './read-form.server'

const form = 'application/x-www-form-urlencoded'

function post(body: BodyInit, headers: Record<string, string> = { 'content-type': form }) {
  return new Request('http://127.0.0.1/en/contact', { method: 'POST', body, headers })
}

/** A body whose length is not declared: its bytes arrive as a stream, one chunk at a time. */
function streamed(chunks: number, size: number, pulled = { count: 0 }): Request {
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.count === chunks) return controller.close()
      pulled.count += 1
      controller.enqueue(new TextEncoder().encode('x'.repeat(size)))
    },
  })
  return new Request('http://127.0.0.1/en/contact', {
    method: 'POST',
    body,
    headers: { 'content-type': form },
    duplex: 'half',
  } as RequestInit)
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 50))

describe('reading a page form post', () => {
  it('gives the fields of an urlencoded post, repeated names included', async () => {
    const read = await readForm(post('email=anna%40fast.test&interests=a&interests=b'), 1024)
    expect(read.kind).toBe('form')
    if (read.kind !== 'form') return
    expect(read.fields.get('email')).toBe('anna@fast.test')
    expect(read.fields.getAll('interests')).toEqual(['a', 'b'])
  })

  it('refuses a body declared larger than the limit without reading it', async () => {
    expect(await readForm(post('message=' + 'x'.repeat(2000)), 1024)).toEqual({ kind: 'tooLarge' })
  })

  it('answers an undeclared body as soon as it passes the limit, then drops the rest so the connection is free', async () => {
    const pulled = { count: 0 }
    expect(await readForm(streamed(1000, 1024, pulled), 32 * 1024)).toEqual({ kind: 'tooLarge' })
    expect(pulled.count).toBeLessThan(1000)
    await settled()
    expect(pulled.count).toBe(1000)
    expect((await readForm(streamed(2, 100), 32 * 1024)).kind).toBe('form')
  })

  it('cuts a refused body that goes on past 4 MB', async () => {
    const pulled = { count: 0 }
    expect(await readForm(streamed(100, 1024 * 1024, pulled), 32 * 1024)).toEqual({ kind: 'tooLarge' })
    await settled()
    expect(pulled.count).toBeGreaterThanOrEqual(4)
    expect(pulled.count).toBeLessThan(10)
  })

  it('does not take a body that is not a form', async () => {
    expect(await readForm(post('{}', { 'content-type': 'application/json' }), 1024)).toEqual({
      kind: 'notAForm',
    })
  })
})
