import { hash, verify } from '@node-rs/argon2'

// OWASP's argon2id minimum (19 MiB, 2 passes, 1 lane): about 20-40 ms here, affordable per login.
// 2 is Argon2id in @node-rs/argon2's const enum, which isolated modules cannot import.
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

/**
 * argon2 runs on libuv's thread pool (4 threads), which also compresses pages and reads files:
 * 16 registrations at once cut /en/products from 145 to 7 req/s (docs/security.md). Two hashes
 * at a time leave the other threads to the pages; the rest wait their turn.
 */
const defaultConcurrency = 2

export type PasswordHasher = {
  hash(password: string): Promise<string>
  /** False for a wrong password or a hash it cannot read. */
  verify(hash: string, password: string): Promise<boolean>
  /** Spends the time of a real check, for an unknown account (same answer, similar time). */
  verifyNobody(password: string): Promise<false>
}

/** argon2id hashes (spec §7.1, ASVS 5.0 V11.4.2), at most `concurrency` at a time. */
export async function createPasswordHasher(settings: { concurrency?: number } = {}): Promise<PasswordHasher> {
  const turn = semaphore(settings.concurrency ?? defaultConcurrency)
  const dummy = await hash('not-a-real-password-of-anyone', options)
  const check = async (stored: string, password: string) => {
    try {
      return await turn(() => verify(stored, password))
    } catch {
      return false
    }
  }
  return {
    hash: (password) => turn(() => hash(password, options)),
    verify: check,
    verifyNobody: async (password) => {
      await check(dummy, password)
      return false
    },
  }
}

/** Runs at most `size` tasks at once; the others start in arrival order as places free up. */
function semaphore(size: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0
  const waiting: Array<() => void> = []
  return async (task) => {
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve))
    else running += 1
    try {
      return await task()
    } finally {
      // The place passes straight to the next in line, so `running` never dips below while queued.
      const next = waiting.shift()
      if (next) next()
      else running -= 1
    }
  }
}
