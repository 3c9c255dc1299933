import express from 'express'
import { addressKey } from '#adapters/accounts/address-key'
import { LoginRequest, SaveActivityRequest } from '#schema/account/account-requests'
import { Email } from '#schema/account/email'
import { Registration } from '#schema/account/registration'
import type { ApiDeps } from './api-deps.server'
import { authenticate, sendNewSession } from './authenticate.server'
import { decodeBody } from './decode-body.server'
import { ipOf } from './ip-of.server'
import { loginThrottle } from './login-throttle.server'
import { passwordRoutes } from './password-routes.server'
import { sendAnswer } from './send-answer.server'
import { sendTooMany } from './send-too-many.server'

/**
 * The Account API (spec 7, issue 5), mounted at /api/auth/v1. Bodies are JSON (parsed by the
 * caller with a size limit) decoded with io-ts; every answer is `{ data, success, message }`.
 */
export function authRouter(deps: ApiDeps): express.Router {
  const router = express.Router()
  const { store, hasher, limits } = deps
  const throttle = loginThrottle(limits)

  router.post('/login', async (request, response) => {
    const body = decodeBody(LoginRequest, request.body, response)
    if (!body) return
    const account = body.username.toLowerCase()
    const ip = ipOf(request)
    const wait = await throttle.before(account, ip)
    if (wait > 0) return sendTooMany(response, wait)
    const email = Email.decode(body.username)
    const stored = email._tag === 'Right' ? await store.findUserByEmail(email.right) : undefined
    // An unknown email costs a real argon2 check too: same answer, similar time (issue 5).
    const valid = stored
      ? await hasher.verify(stored.passwordHash, body.password)
      : await hasher.verifyNobody(body.password)
    if (!stored || !valid) {
      await throttle.failed(account, ip)
      return sendAnswer(response, 401, 'Invalid credentials')
    }
    await throttle.succeeded(account, ip)
    await sendNewSession(deps, response, stored)
    await store.recordActivity(stored.user.id, 'Log In', '')
    sendAnswer(response, 200, 'Logged in', stored.user)
  })

  router.post('/register', async (request, response) => {
    const body = decodeBody(Registration, request.body, response)
    if (!body) return
    const registering = await limits.spend('registerPerIp', addressKey(ipOf(request)))
    if (registering > 0) return sendTooMany(response, registering)
    const result = await store.createUser(body, await hasher.hash(body.password))
    if (result === 'exists') return sendAnswer(response, 409, 'USER_ALREADY_EXISTS')
    // Registration is followed by a login (spec 4): the token comes with the answer.
    await sendNewSession(deps, response, result.created)
    await store.recordActivity(result.created.user.id, 'Log In', 'registration')
    sendAnswer(response, 201, 'User created successfully', result.created.user)
  })

  router.post('/logout', async (request, response) => {
    const session = await authenticate(deps, request, response, 'session')
    if (!session) return
    await store.revokeToken(session.claims.jti, new Date(session.claims.exp * 1000))
    sendAnswer(response, 200, 'Logged out successfully')
  })

  router.get('/users/me', async (request, response) => {
    const session = await authenticate(deps, request, response, 'session')
    if (!session) return
    sendAnswer(response, 200, 'Logged in', session.stored.user)
  })

  router.post('/save-activity', async (request, response) => {
    const session = await authenticate(deps, request, response, 'session')
    if (!session) return
    const body = decodeBody(SaveActivityRequest, request.body, response)
    if (!body) return
    if (body.email !== undefined && body.email !== session.stored.user.email) {
      return sendAnswer(response, 400, 'Request not correct', {
        problems: ["email: is not the logged-in user's"],
      })
    }
    const activity = await store.recordActivity(
      session.stored.user.id,
      body.type ?? 'Log In',
      body.note ?? '',
    )
    sendAnswer(response, 201, 'Activity registered', activity)
  })

  router.use(passwordRoutes(deps))
  return router
}
