import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { defaultRateLimits } from '#adapters/accounts/rate-limits.server'
import { call } from '#tests/faults/visitor-calls'
import { registration } from '#tools/testing/account-fixtures'
import { apiOnDeployment, burstDeployments, randomLoopback } from '#tools/testing/api-on-deployment'
import { mailedResetCode } from './mailed-reset-code'

// Before decision 035, a reset code's "void after 5 tries" was counted after the compare, so 100
// parallel checks of one code from 10 addresses were all compared (attempts = 99 on PostgreSQL, the
// right code accepted), and a burst of reset requests made 3 codes of 5 guesses each. Now a try is
// counted by one UPDATE ... WHERE attempts < 5 before any compare, and one code is mailed per email
// per code lifetime: a burst is worth 5 guesses, as a sequence is. Default limits, from 10
// addresses (10 checks each fit the per-address budget); in Redis the counts outlive a run, so each
// run takes its own addresses and emails.

const auth = '/api/auth/v1'
const run = randomBytes(4).toString('hex')
const loopback = randomLoopback
const addresses = (count: number) => Array.from({ length: count }, loopback)

/** A code of six digits that is not `code`. */
const wrongCode = (code: string, index: number) =>
  String((Number(code) + 1 + index) % 1_000_000).padStart(6, '0')

describe.each(burstDeployments)(
  'reset codes guessed in parallel bursts on %s, limits in %s',
  (dialect, limitsIn) => {
    const running = apiOnDeployment(dialect, limitsIn, {
      rateLimits: defaultRateLimits,
    })

    const codesOf = async (email: string) =>
      running.api.api.database.db
        .selectFrom('authorization_codes')
        .innerJoin('users', 'users.id', 'authorization_codes.user_id')
        .select(['authorization_codes.attempts', 'authorization_codes.used_at'])
        .where('users.email', '=', email)
        .execute()
    const mailsTo = async (email: string) =>
      (
        await running.api.api.database.db
          .selectFrom('mail_outbox')
          .select('id')
          .where('recipient', '=', email)
          .execute()
      ).length

    it(
      'compares one code at most 5 times of 100 parallel checks from 10 addresses',
      { timeout: 30_000 },
      async () => {
        const owner = loopback()
        const email = `guess-burst-${dialect}-${run}@fast.test`
        expect(
          (
            await call(running.api.url, 'POST', `${auth}/register`, registration(email), {
              localAddress: owner,
            })
          ).status,
        ).toBe(201)
        expect(
          (await call(running.api.url, 'POST', `${auth}/reset-password`, { email }, { localAddress: owner }))
            .status,
        ).toBe(200)
        const code = await mailedResetCode(running.api, email)
        const guessers = addresses(10)
        const checks = await Promise.all(
          Array.from({ length: 100 }, (_, index) =>
            call(
              running.api.url,
              'POST',
              `${auth}/check-reset-password`,
              { email, code: wrongCode(code, index) },
              { localAddress: guessers[index % guessers.length] ?? owner },
            ),
          ),
        )
        expect(checks.map((answer) => answer.status)).toEqual(Array<number>(100).fill(400))
        // The tries were counted before any compare: five, not a hundred.
        expect((await codesOf(email)).map((row) => row.attempts)).toEqual([5])
        // And the code, guessed five times, is spent for good: the owner's right code is refused too.
        const right = await call(
          running.api.url,
          'POST',
          `${auth}/check-reset-password`,
          { email, code },
          { localAddress: owner },
        )
        expect(right.status).toBe(400)
      },
    )

    it(
      'makes one code of a burst of 30 reset requests, worth 5 guesses of 100',
      { timeout: 30_000 },
      async () => {
        const owner = loopback()
        const email = `request-burst-${dialect}-${run}@fast.test`
        expect(
          (
            await call(running.api.url, 'POST', `${auth}/register`, registration(email), {
              localAddress: owner,
            })
          ).status,
        ).toBe(201)
        const requesters = addresses(10)
        const requests = await Promise.all(
          Array.from({ length: 30 }, (_, index) =>
            call(
              running.api.url,
              'POST',
              `${auth}/reset-password`,
              { email },
              { localAddress: requesters[index % 10] ?? owner },
            ),
          ),
        )
        expect(requests.map((answer) => answer.status)).toEqual(Array<number>(30).fill(200))
        expect(await mailsTo(email)).toBe(1)
        const code = await mailedResetCode(running.api, email)
        const guessers = addresses(10)
        await Promise.all(
          Array.from({ length: 100 }, (_, index) =>
            call(
              running.api.url,
              'POST',
              `${auth}/check-reset-password`,
              { email, code: wrongCode(code, index) },
              { localAddress: guessers[index % 10] ?? owner },
            ),
          ),
        )
        const codes = await codesOf(email)
        expect(codes).toHaveLength(1)
        expect(codes.reduce((sum, row) => sum + row.attempts, 0)).toBe(5)
      },
    )
  },
)
