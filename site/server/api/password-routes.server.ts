import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import express from 'express'
import {
  ChangePasswordRequest,
  ChangePasswordResetRequest,
  CheckResetPasswordRequest,
  ResetPasswordRequest,
} from '#schema/account/account-requests'
import { addressKey } from '#adapters/accounts/address-key'
import { accountAtIp } from '#adapters/accounts/rate-limits.server'
import { accountMail } from '#adapters/mail/account-mail'
import type { ApiDeps } from './api-deps.server'
import { authenticate, sendNewSession, tokenHeader } from './authenticate.server'
import { decodeBody } from './decode-body.server'
import { ipOf } from './ip-of.server'
import { loginThrottle } from './login-throttle.server'
import { sendAnswer } from './send-answer.server'
import { sendTooMany } from './send-too-many.server'

// Reset by code, as Ory Kratos does it (spec §7.1): 6 random digits, kept as an HMAC, 10 minutes,
// single use, void after 5 wrong tries.
const codeMinutes = 10
const maxWrongTries = 5

/** reset-password, check-reset-password, change-password-reset and change-password. */
export function passwordRoutes(deps: ApiDeps): express.Router {
  const router = express.Router()
  const { store, hasher, limits, mail } = deps
  const hashCode = (userId: string, code: string) =>
    createHmac('sha256', deps.codeKey).update(`${userId}:${code}`).digest('hex')

  const throttle = loginThrottle(limits)
  /**
   * Spends a point of the reset limits for this email at this address and for the address; the
   * wait in seconds, or 0. Keyed by address: steps from elsewhere cannot block the owner's reset
   * (docs/security.md).
   */
  const resetWait = async (email: string, address: string) => {
    const ip = addressKey(address)
    return Math.max(
      await limits.spend('resetPerEmailIp', accountAtIp(email, ip)),
      await limits.spend('resetPerIp', ip),
    )
  }

  router.post('/reset-password', async (request, response) => {
    const body = decodeBody(ResetPasswordRequest, request.body, response)
    if (!body) return
    const wait = await resetWait(body.email, ipOf(request))
    if (wait > 0) return sendTooMany(response, wait)
    const stored = await store.findUserByEmail(body.email)
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
    // Past the mails allowed per email, the live code (already in the owner's inbox) stays.
    // Spent for unknown emails too, so the time taken does not tell them apart.
    const mailing = (await limits.spend('resetMailsPerEmail', body.email)) === 0
    if (stored && mailing) {
      await store.createResetCode(
        stored.user.id,
        hashCode(stored.user.id, code),
        new Date(deps.now().getTime() + codeMinutes * 60_000),
      )
      await mail.enqueue(
        stored.user.email,
        accountMail(
          { kind: 'reset-code', firstName: stored.user.firstName, code, minutes: codeMinutes },
          stored.user.locale,
        ),
      )
    } else {
      hashCode('nobody', code)
    }
    // The same answer whether the email exists or not: it must not tell who is registered.
    sendAnswer(response, 200, 'RESET_REQUESTED_SUCCESSFULLY')
  })

  router.post('/check-reset-password', async (request, response) => {
    const body = decodeBody(CheckResetPasswordRequest, request.body, response)
    if (!body) return
    const wait = await resetWait(body.email, ipOf(request))
    if (wait > 0) return sendTooMany(response, wait)
    const stored = await store.findUserByEmail(body.email)
    const live = stored ? await store.findLiveResetCode(stored.user.id) : undefined
    if (!stored || !live) return sendAnswer(response, 400, 'CODE_NOT_VALID')
    const given = Buffer.from(hashCode(stored.user.id, body.code))
    if (!timingSafeEqual(given, Buffer.from(live.code_hash))) {
      await store.recordWrongCode(live.id, maxWrongTries)
      return sendAnswer(response, 400, 'CODE_NOT_VALID')
    }
    if (!(await store.consumeResetCode(live.id))) return sendAnswer(response, 400, 'CODE_NOT_VALID')
    // A token good only for change-password-reset, for as long as a code would be.
    const { token } = await deps.tokens.issue(stored.user.id, 'reset', stored.sessionVersion)
    response.set(tokenHeader, token)
    sendAnswer(response, 200, 'CODE_VALID')
  })

  router.post('/change-password-reset', async (request, response) => {
    const reset = await authenticate(deps, request, response, 'reset')
    if (!reset) return
    const body = decodeBody(ChangePasswordResetRequest, request.body, response)
    if (!body) return
    const { user } = reset.stored
    if (body.email !== undefined && body.email !== user.email)
      return sendAnswer(response, 400, 'Code or email not valid')
    const hash = await hasher.hash(body.password)
    // The token is spent and the password set in one transaction that only one request wins
    // (docs/security.md): parallel uses of one reset token change the password once.
    const done = await store.resetPassword(
      { jti: reset.claims.jti, expiresAt: new Date(reset.claims.exp * 1000) },
      user.id,
      hash,
    )
    if (done === 'used') return sendAnswer(response, 401, 'Not authorized')
    if (done === undefined) return sendAnswer(response, 500, 'USER_PASS_NOT_UPDATED')
    await mail.enqueue(
      user.email,
      accountMail({ kind: 'password-changed', firstName: user.firstName }, user.locale),
    )
    sendAnswer(response, 200, 'TOKEN_DELETED')
  })

  router.post('/change-password', async (request, response) => {
    const session = await authenticate(deps, request, response, 'session')
    if (!session) return
    const body = decodeBody(ChangePasswordRequest, request.body, response)
    if (!body) return
    const { user, passwordHash } = session.stored
    if (body.email !== undefined && body.email !== user.email) {
      return sendAnswer(response, 400, 'Request not correct', {
        problems: ["email: is not the logged-in user's"],
      })
    }
    const ip = ipOf(request)
    const wait = await throttle.before(user.email, ip)
    if (wait > 0) return sendTooMany(response, wait)
    if (!(await hasher.verify(passwordHash, body.oldPassword))) {
      // Counted as a failed login: a stolen session must not become a password oracle.
      await throttle.failed(user.email, ip)
      return sendAnswer(response, 400, 'Incorrect password')
    }
    const version = await store.setPassword(user.id, await hasher.hash(body.password))
    if (version === undefined) return sendAnswer(response, 500, 'USER_PASS_NOT_UPDATED')
    // Every older session, this one's token too, ends with the new version; this visitor goes
    // on with a token of it.
    await sendNewSession(deps, response, { ...session.stored, sessionVersion: version })
    await mail.enqueue(
      user.email,
      accountMail({ kind: 'password-changed', firstName: user.firstName }, user.locale),
    )
    sendAnswer(response, 200, 'Password changed successfully', user)
  })

  return router
}
