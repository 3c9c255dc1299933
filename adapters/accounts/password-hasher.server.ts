import { performance } from 'node:perf_hooks'
import { hash, verify } from '@node-rs/argon2'
import { addressKey } from './address-key'
import { type QueueBounds, boundedQueue } from './bounded-queue'

// OWASP's argon2id minimum (19 MiB, 2 passes, 1 lane): about 20-40 ms here, affordable per login.
// 2 is Argon2id in @node-rs/argon2's const enum, which isolated modules cannot import.
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

/**
 * argon2 runs on libuv's thread pool (4 threads), which also compresses pages and reads files:
 * 16 registrations at once cut /en/products from 145 to 7 req/s (docs/security.md). Two hashes
 * at a time leave the other threads to the pages. One address runs one hash at a time and holds
 * at most 4 places, so another address's login finds the other slot free and waits for no hash
 * of it; all addresses hold at most 32 places (about 16 rounds, half a second here). Past them
 * a request is refused at once (decision 035).
 */
export const defaultHashQueue: QueueBounds = { concurrency: 2, runningPerKey: 1, perKey: 4, total: 32 }

/** The hashing one request may do from its place in the queue, one job after the other. */
export type HasherPlace = {
  hash(password: string): Promise<string>
  /** False for a wrong password or a hash it cannot read. */
  verify(hash: string, password: string): Promise<boolean>
  /** Spends the time of a real check, for an unknown account (same answer, similar time). */
  verifyNobody(password: string): Promise<false>
  /** Gives the place back; again is harmless. */
  leave(): void
}

export type PasswordHasher = {
  /**
   * A place in the queue for a request from `address` (an IPv6 address counts by its /64),
   * taken before the work that leads to a hash, or QueueFull (bounded-queue) at once when that
   * address or everyone holds too many. Leave it when done.
   */
  place(address: string): HasherPlace
  /** One hash in a place of its own (QueueFull as `place`). */
  hash(password: string, address: string): Promise<string>
}

/**
 * argon2id hashes (spec §7.1, ASVS 5.0 V11.4.2) in one bounded queue, per address and in total,
 * for every path that hashes: login, registration, password change and reset.
 */
export async function createPasswordHasher(bounds: Partial<QueueBounds> = {}): Promise<PasswordHasher> {
  const started = performance.now()
  const dummy = await hash('not-a-real-password-of-anyone', options)
  const queue = boundedQueue({ ...defaultHashQueue, ...bounds }, { expectedMs: performance.now() - started })
  const place = (address: string): HasherPlace => {
    const taken = queue.enter(addressKey(address))
    // A hash that cannot be read is a wrong password.
    const check = (stored: string, password: string) =>
      taken.run(() => verify(stored, password).catch(() => false))
    return {
      hash: (password) => taken.run(() => hash(password, options)),
      verify: check,
      verifyNobody: async (password) => {
        await check(dummy, password)
        return false
      },
      leave: () => taken.leave(),
    }
  }
  return {
    place,
    async hash(password, address) {
      const taken = place(address)
      try {
        return await taken.hash(password)
      } finally {
        taken.leave()
      }
    },
  }
}
