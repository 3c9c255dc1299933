import { hash, verify } from '@node-rs/argon2'

// OWASP's argon2id minimum (19 MiB, 2 passes, 1 lane): about 20-40 ms here, affordable per login.
// 2 is Argon2id in @node-rs/argon2's const enum, which isolated modules cannot import.
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export type PasswordHasher = {
  hash(password: string): Promise<string>
  /** False for a wrong password or a hash it cannot read. */
  verify(hash: string, password: string): Promise<boolean>
  /** Spends the time of a real check, for an unknown account (same answer, similar time). */
  verifyNobody(password: string): Promise<false>
}

/** argon2id hashes (issue 5, ASVS 5.0 V11.4.2). */
export async function createPasswordHasher(): Promise<PasswordHasher> {
  const dummy = await hash('not-a-real-password-of-anyone', options)
  const check = async (stored: string, password: string) => {
    try {
      return await verify(stored, password)
    } catch {
      return false
    }
  }
  return {
    hash: (password) => hash(password, options),
    verify: check,
    verifyNobody: async (password) => {
      await check(dummy, password)
      return false
    },
  }
}
