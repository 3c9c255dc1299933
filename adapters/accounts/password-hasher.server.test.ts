import { gzip } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { QueueFull } from './bounded-queue'
import { createPasswordHasher } from './password-hasher.server'

// docs/security.md item 5a: argon2 shares libuv's thread pool with compression and file reads. A gzip
// queued behind a burst of hashes must not wait for all of them.
async function gzipFinishesAfter(concurrency: number): Promise<number> {
  const hasher = await createPasswordHasher({
    concurrency,
    runningPerKey: concurrency,
    perKey: 16,
    total: 16,
  })
  const order: string[] = []
  const hashes = Array.from({ length: 16 }, (_, index) =>
    hasher.hash(`burst-password-${index}`, '127.0.0.1').then(() => order.push('hash')),
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
    const stored = await hasher.hash('ombrellone-a-braccio', '127.0.0.1')
    const place = hasher.place('127.0.0.1')
    expect(await place.verify(stored, 'ombrellone-a-braccio')).toBe(true)
    expect(await place.verify(stored, 'ombrellone-a-bracci0')).toBe(false)
    expect(await place.verify('not a hash', 'ombrellone-a-braccio')).toBe(false)
    place.leave()
  })

  it('refuses an address past its places, keying IPv6 by /64, while another address is served', async () => {
    const hasher = await createPasswordHasher({ concurrency: 2, runningPerKey: 1, perKey: 2, total: 8 })
    const burst = [hasher.place('2001:db8:1:2::a'), hasher.place('2001:db8:1:2::b')]
    expect(() => hasher.place('2001:db8:1:2:ffff::c')).toThrow(expect.objectContaining({ scope: 'key' }))
    await expect(hasher.hash('guess-3', '2001:db8:1:2:ffff::c')).rejects.toBeInstanceOf(QueueFull)
    expect(await hasher.hash('ombrellone-a-braccio', '2001:db8:9:9::1')).toMatch(/^\$argon2id\$/)
    expect(await Promise.all(burst.map((place) => place.verifyNobody('a-guess')))).toEqual([false, false])
    for (const place of burst) place.leave()
    expect(await hasher.hash('ombrellone-a-braccio', '2001:db8:1:2::a')).toMatch(/^\$argon2id\$/)
  })
})
