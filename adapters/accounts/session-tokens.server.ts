import { randomUUID } from 'node:crypto'
import { isLeft } from 'fp-ts/lib/Either'
import * as t from 'io-ts'
import { jwtVerify, SignJWT } from 'jose'
import { minSecretBits, secretStrengthBits } from '#schema/secret-strength'

/** What a token is good for: a session, or only setting a new password after a checked code. */
export const TokenUse = t.keyof({ session: null, reset: null })
export type TokenUse = t.TypeOf<typeof TokenUse>

/** The claims we rely on, decoded after the signature check (STYLE: JWT claims are decoded). */
export const TokenClaims = t.type({
  sub: t.string,
  jti: t.string,
  exp: t.number,
  iat: t.number,
  use: TokenUse,
  /** The user's session version when issued; a password change moves it on (docs/security.md). */
  sv: t.number,
})
export type TokenClaims = t.TypeOf<typeof TokenClaims>

export type SessionTokens = {
  /** A signed HS256 token and its expiry, for the user at `sessionVersion`. */
  issue(
    userId: string,
    use: TokenUse,
    sessionVersion: number,
  ): Promise<{ token: string; expiresAt: Date; claims: TokenClaims }>
  /** The claims of a valid, unexpired token of that use; undefined for anything else. */
  read(token: string, use: TokenUse): Promise<TokenClaims | undefined>
}

export type SessionTokensOptions = {
  secret: string
  /** Session lifetime, seconds (default 8 hours: a working day, ASVS 5.0 V7.3.2). */
  sessionSeconds?: number
  /** Reset token lifetime, seconds (default 10 minutes). */
  resetSeconds?: number
  now?: () => Date
}

const issuer = 'fast-site'
/** HS256 wants a key as long as its hash (RFC 7518 §3.2); loadConfig refuses shorter ones first. */
const minSecretBytes = 32
/** Clocks of instances drift a little; an `iat` further ahead than this is a forgery. */
const skewSeconds = 30

/**
 * JWTs (jose, HS256) with `exp`, `jti` and the user's session version; revocation is the
 * caller's (by jti and version, in the database). A token claiming a longer life than its use
 * allows, or issued in the future, is refused even with a good signature (docs/security.md).
 */
export function createSessionTokens(options: SessionTokensOptions): SessionTokens {
  const key = new TextEncoder().encode(options.secret)
  if (key.length < minSecretBytes)
    throw new Error(`The JWT secret must be at least ${minSecretBytes} bytes (JWT_SECRET)`)
  // 32 identical characters are 32 bytes but no secret; a file under VAR_DIR skips loadConfig's check.
  if (secretStrengthBits(options.secret) < minSecretBits)
    throw new Error(
      'The JWT secret is too easy to guess (JWT_SECRET): use a random one (openssl rand -base64 48)',
    )
  const now = options.now ?? (() => new Date())
  const lifetime = { session: options.sessionSeconds ?? 8 * 3600, reset: options.resetSeconds ?? 600 }
  return {
    async issue(userId, use, sessionVersion) {
      const iat = Math.floor(now().getTime() / 1000)
      const claims: TokenClaims = {
        sub: userId,
        jti: randomUUID(),
        iat,
        exp: iat + lifetime[use],
        use,
        sv: sessionVersion,
      }
      const token = await new SignJWT({ use, sv: sessionVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setJti(claims.jti)
        .setIssuer(issuer)
        .setIssuedAt(iat)
        .setExpirationTime(claims.exp)
        .sign(key)
      return { token, expiresAt: new Date(claims.exp * 1000), claims }
    },
    async read(token, use) {
      if (token.length > 4096) return undefined
      try {
        const currentDate = now()
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer, currentDate })
        const claims = TokenClaims.decode(payload)
        if (isLeft(claims) || claims.right.use !== use) return undefined
        const { iat, exp } = claims.right
        if (iat > currentDate.getTime() / 1000 + skewSeconds || exp - iat > lifetime[use]) return undefined
        return claims.right
      } catch {
        return undefined
      }
    },
  }
}
