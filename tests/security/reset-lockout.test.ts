import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { defaultRateLimits } from '#adapters/accounts/rate-limits.server'
import { call } from '#tests/faults/visitor-calls'
import { registration } from '#tools/testing/account-fixtures'
import { apiOnDeployment, burstDeployments, randomLoopback } from '#tools/testing/api-on-deployment'
import { mailedResetCode } from './mailed-reset-code'

// Before decision 035, 8 requests per 15 minutes from anywhere locked a victim's reset: 3 reset
// requests used up the 3 mails of 15 minutes (each replacing the code before it) and 5 wrong checks
// voided the last. Now one code is mailed per code lifetime (10 minutes): a burst of requests from
// other addresses leaves the code in the owner's inbox alone, and once guesses have voided it the
// owner can have a new one within 10 minutes, not 15. Default limits; in Redis the counts outlive a
// run, so each run takes its own addresses and emails.

const auth = '/api/auth/v1'
const codeLifetimeSeconds = 10 * 60
const run = randomBytes(4).toString('hex')
const loopback = randomLoopback
const addresses = (count: number) => Array.from({ length: count }, loopback)

describe.each(burstDeployments)(
  'an attacker blocking a victim reset on %s, limits in %s',
  (dialect, limitsIn) => {
    const running = apiOnDeployment(dialect, limitsIn, {
      rateLimits: defaultRateLimits,
    })

    const register = async (email: string, owner: string) =>
      expect(
        (
          await call(running.api.url, 'POST', `${auth}/register`, registration(email), {
            localAddress: owner,
          })
        ).status,
      ).toBe(201)
    const requestReset = (email: string, from: string) =>
      call(running.api.url, 'POST', `${auth}/reset-password`, { email }, { localAddress: from })

    it(
      "leaves the code in the owner's inbox working through a burst of 30 requests from 10 addresses",
      { timeout: 30_000 },
      async () => {
        const owner = loopback()
        const email = `lockout-inbox-${dialect}-${run}@fast.test`
        await register(email, owner)
        expect((await requestReset(email, owner)).status).toBe(200)
        const code = await mailedResetCode(running.api, email)
        const attackers = addresses(10)
        const burst = await Promise.all(
          Array.from({ length: 30 }, (_, index) => requestReset(email, attackers[index % 10] ?? owner)),
        )
        expect(burst.map((answer) => answer.status)).toEqual(Array<number>(30).fill(200))
        const checked = await call(
          running.api.url,
          'POST',
          `${auth}/check-reset-password`,
          { email, code },
          { localAddress: owner },
        )
        expect(checked.status).toBe(200)
        expect(checked.token).toBeTruthy()
      },
    )

    it(
      'lets the owner have a new code within one code lifetime after 3 requests and 5 wrong checks from elsewhere',
      { timeout: 30_000 },
      async () => {
        const owner = loopback()
        const email = `lockout-void-${dialect}-${run}@fast.test`
        await register(email, owner)
        const attackers = addresses(8)
        const requests = await Promise.all(attackers.slice(0, 3).map((from) => requestReset(email, from)))
        expect(requests.map((answer) => answer.status)).toEqual([200, 200, 200])
        const code = await mailedResetCode(running.api, email)
        const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
        const checks = await Promise.all(
          attackers
            .slice(3)
            .map((from) =>
              call(
                running.api.url,
                'POST',
                `${auth}/check-reset-password`,
                { email, code: wrong },
                { localAddress: from },
              ),
            ),
        )
        expect(checks.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400])
        // The owner is answered, from their own address's budget, and waits at most one code lifetime.
        expect((await requestReset(email, owner)).status).toBe(200)
        // How long until the next code is mailed (asking once more, as the owner would).
        const wait = await running.api.api.deps.limits.spend('resetMailsPerEmail', email)
        expect(wait).toBeGreaterThan(0)
        expect(wait).toBeLessThanOrEqual(codeLifetimeSeconds)
      },
    )
  },
)
