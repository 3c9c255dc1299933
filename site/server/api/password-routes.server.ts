import express from 'express'
import {
  ChangePasswordRequest,
  ChangePasswordResetRequest,
  CheckResetPasswordRequest,
  ResetPasswordRequest,
} from '#schema/account/account-requests'
import type { ApiDeps } from './api-deps.server'
import { authenticate, tokenHeader } from './authenticate.server'
import { decodeBody } from './decode-body.server'
import { ipOf } from './ip-of.server'
import type { PasswordService } from './password-service.server'
import { sendAnswer } from './send-answer.server'
import { sendSession } from './send-session.server'
import { sendTooMany } from './send-too-many.server'
import { methodNotAllowed } from './method-not-allowed.server'

/**
 * reset-password, check-reset-password, change-password-reset and change-password: HTTP around
 * the password service the reserved-area screens call in-process too.
 */
export function passwordRoutes(deps: ApiDeps, passwords: PasswordService): express.Router {
  const router = express.Router()

  router.post('/reset-password', async (request, response) => {
    const body = decodeBody(ResetPasswordRequest, request.body, response)
    if (!body) return
    const outcome = await passwords.requestResetCode(body.email, ipOf(request))
    if (outcome.kind === 'tooMany') return sendTooMany(response, outcome.retryAfterSeconds)
    sendAnswer(response, 200, 'RESET_REQUESTED_SUCCESSFULLY')
  })

  router.post('/check-reset-password', async (request, response) => {
    const body = decodeBody(CheckResetPasswordRequest, request.body, response)
    if (!body) return
    const outcome = await passwords.checkResetCode(body.email, body.code, ipOf(request))
    if (outcome.kind === 'tooMany') return sendTooMany(response, outcome.retryAfterSeconds)
    if (outcome.kind === 'invalid') return sendAnswer(response, 400, 'CODE_NOT_VALID')
    const { token } = await passwords.issueResetToken(outcome.stored)
    response.set(tokenHeader, token)
    sendAnswer(response, 200, 'CODE_VALID')
  })

  router.post('/change-password-reset', async (request, response) => {
    const reset = await authenticate(deps, request, response, 'reset')
    if (!reset) return
    const body = decodeBody(ChangePasswordResetRequest, request.body, response)
    if (!body) return
    if (body.email !== undefined && body.email !== reset.stored.user.email)
      return sendAnswer(response, 400, 'Code or email not valid')
    const done = await passwords.finishReset(
      { jti: reset.claims.jti, expiresAt: new Date(reset.claims.exp * 1000) },
      reset.stored,
      body.password,
      ipOf(request),
    )
    if (done === 'used') return sendAnswer(response, 401, 'Not authorized')
    if (done === 'failed') return sendAnswer(response, 500, 'USER_PASS_NOT_UPDATED')
    sendAnswer(response, 200, 'TOKEN_DELETED')
  })

  router.post('/change-password', async (request, response) => {
    const session = await authenticate(deps, request, response, 'session')
    if (!session) return
    const body = decodeBody(ChangePasswordRequest, request.body, response)
    if (!body) return
    if (body.email !== undefined && body.email !== session.stored.user.email) {
      return sendAnswer(response, 400, 'Request not correct', {
        problems: ["email: is not the logged-in user's"],
      })
    }
    const outcome = await passwords.changePassword(session.stored, body, ipOf(request))
    if (outcome.kind === 'tooMany') return sendTooMany(response, outcome.retryAfterSeconds)
    if (outcome.kind === 'wrongPassword') return sendAnswer(response, 400, 'Incorrect password')
    if (outcome.kind === 'failed') return sendAnswer(response, 500, 'USER_PASS_NOT_UPDATED')
    await sendSession(deps.sessionCookie, request, response, outcome.session)
    sendAnswer(response, 200, 'Password changed successfully', outcome.user)
  })

  router.all(
    ['/reset-password', '/check-reset-password', '/change-password-reset', '/change-password'],
    methodNotAllowed(['POST']),
  )
  return router
}
