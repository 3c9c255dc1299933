import { gzip } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { createPasswordHasher } from './password-hasher.server'

// docs/security.md item 5a: argon2 shares libuv's thread pool with compression and file reads. A gzip
// queued behind a burst of hashes must not wait for all of them.
async function gzipFinishesAfter(concurrency: number): Promise<number> {
  const hasher = await createPasswordHasher({ concurrency })
  const order: string[] = []
  const hashes = Array.from({ length: 16 }, (_, index) =>
    hasher.hash(`burst-password-${index}`).then(() => order.push('hash')),
  )
  const zipped = new Promise<void>((resolve, reject) =>
    gzip(Buffer.alloc(1024, 'a'), (error) => (error ? reject(error) : resolve())),
  ).then(() => order.push('gzip'))
  await Promise.all([...hashes, zipped])
  return order.indexOf('gzip')
}

describe('the password hasher', () => {
  it('leaves the thread pool to compression while 16 hashes are asked at once', async () => {
    expect(await gzipFinishesAfter(2)).toBeLessThanOrEqual(2)
  })

  it('verifies what it hashed, and nothing else', async () => {
    const hasher = await createPasswordHasher()
    const stored = await hasher.hash('ombrellone-a-braccio')
    expect(await hasher.verify(stored, 'ombrellone-a-braccio')).toBe(true)
    expect(await hasher.verify(stored, 'ombrellone-a-bracci0')).toBe(false)
    expect(await hasher.verify('not a hash', 'ombrellone-a-braccio')).toBe(false)
  })
})
