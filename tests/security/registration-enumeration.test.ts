import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { defaultRateLimits } from '#adapters/accounts/rate-limits.server'
import { call } from '#tests/faults/visitor-calls'
import { registration } from '#tools/testing/account-fixtures'
import { apiOnDeployment, burstDeployments, randomLoopback } from '#tools/testing/api-on-deployment'

// Decision 033: /register answers 409 "USER_ALREADY_EXISTS" for a taken email, as the spec says,
// and 201 with a session for a new one, so it tells who is registered. What bounds that is the
// registrations one address may make (REGISTRATIONS_PER_IP_PER_HOUR, 10): a parallel burst of 50
// probes from one address learns about 10 emails at most, as a sequence of them does, and each
// probe costs it an argon2 hash. In Redis the counts outlive a run, so each run takes its own
// addresses and emails.

const auth = '/api/auth/v1'
const run = randomBytes(4).toString('hex')
const loopback = randomLoopback

describe.each(burstDeployments)(
  'probing registered emails through /register on %s, limits in %s',
  (dialect, limitsIn) => {
    const running = apiOnDeployment(dialect, limitsIn, {
      rateLimits: defaultRateLimits,
    })

    it(
      'answers at most 10 of a burst of 50 probes from one address, the rest with Retry-After',
      { timeout: 60_000 },
      async () => {
        const limit = defaultRateLimits.registerPerIp.points
        const known = Array.from({ length: 25 }, (_, index) => `known-${index}-${dialect}-${run}@fast.test`)
        // The registered users signed up, one after another, from addresses of their own.
        for (const email of known)
          expect(
            (
              await call(running.api.url, 'POST', `${auth}/register`, registration(email), {
                localAddress: loopback(),
              })
            ).status,
          ).toBe(201)
        const prober = loopback()
        const probes = await Promise.all(
          Array.from({ length: 50 }, (_, index) =>
            call(
              running.api.url,
              'POST',
              `${auth}/register`,
              registration(
                index % 2 === 0 ? (known[index / 2] ?? '') : `unknown-${index}-${dialect}-${run}@fast.test`,
              ),
              { localAddress: prober, timeoutMs: 60_000 },
            ),
          ),
        )
        // What the prober learns is which emails got 201 or 409: at most the limit, the rest are
        // turned away with Retry-After (429; or 503 when the hasher's queue is full for it).
        const answered = probes.filter((answer) => answer.status === 201 || answer.status === 409)
        expect(answered.length).toBeGreaterThan(0)
        expect(answered.length).toBeLessThanOrEqual(limit)
        const refused = probes.filter((answer) => answer.status !== 201 && answer.status !== 409)
        expect(refused.length).toBeGreaterThanOrEqual(50 - limit)
        for (const answer of refused) {
          expect([429, 503]).toContain(answer.status)
          expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0)
        }
        // The spec's answer for a taken email stays.
        expect(probes.find((answer) => answer.status === 409)?.body).toMatchObject({
          success: false,
          message: 'USER_ALREADY_EXISTS',
        })
      },
    )
  },
)
