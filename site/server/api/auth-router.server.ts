import express from 'express'
import { LoginRequest, SaveActivityRequest } from '#schema/account/account-requests'
import { Registration } from '#schema/account/registration'
import type { ApiDeps } from './api-deps.server'
import type { AccountsService } from './accounts-service.server'
import { authenticate } from './authenticate.server'
import { decodeBody } from './decode-body.server'
import { ipOf } from './ip-of.server'
import { methodNotAllowed } from './method-not-allowed.server'
import { passwordRoutes } from './password-routes.server'
import { sendAnswer } from './send-answer.server'
import { isBrowserRequest, sendSession } from './send-session.server'
import { sendTooMany } from './send-too-many.server'

/**
 * The Account API (spec §7.1), mounted at /api/auth/v1. Bodies are JSON (parsed by the
 * caller with a size limit) decoded with io-ts; every answer is `{ data, success, message }`.
 * Login, registration and logout go through the accounts service the pages use too (docs/security.md);
 * a browser gets its session as an HttpOnly cookie, an API client in `jwt-access-token`.
 */
export function authRouter(deps: ApiDeps, accounts: AccountsService): express.Router {
  const router = express.Router()
  const { store } = deps

  router.post('/login', async (request, response) => {
    const body = decodeBody(LoginRequest, request.body, response)
    if (!body) return
    const outcome = await accounts.login(body, ipOf(request))
    if (outcome.kind === 'tooMany') return sendTooMany(response, outcome.retryAfterSeconds)
    if (outcome.kind === 'refused') return sendAnswer(response, 401, 'Invalid credentials')
    await sendSession(deps.sessionCookie, request, response, outcome.session)
    sendAnswer(response, 200, 'Logged in', outcome.user)
  })

  router.post('/register', async (request, response) => {
    const body = decodeBody(Registration, request.body, response)
    if (!body) return
    const outcome = await accounts.register(body, ipOf(request))
    if (outcome.kind === 'tooMany') return sendTooMany(response, outcome.retryAfterSeconds)
    if (outcome.kind === 'exists') return sendAnswer(response, 409, 'USER_ALREADY_EXISTS')
    // Registration is followed by a login (spec 4): the session comes with the answer.
    await sendSession(deps.sessionCookie, request, response, outcome.session)
    sendAnswer(response, 201, 'User created successfully', outcome.user)
  })

  router.post('/logout', async (request, response) => {
    // The browser's cookies go whatever the token was: a dead session must not look alive.
    if (isBrowserRequest(request)) response.append('Set-Cookie', await deps.sessionCookie.end())
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

  router.use(passwordRoutes(deps, accounts))
  // Every known path answers another method with a JSON 405 naming the ones it takes.
  router.all(['/login', '/register', '/logout', '/save-activity'], methodNotAllowed(['POST']))
  router.all('/users/me', methodNotAllowed(['GET', 'HEAD']))
  return router
}
