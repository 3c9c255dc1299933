import express from 'express'
import type { Logger } from '#schema/logger'
import { apiErrorHandler } from './api-error-handler.server'
import { sendAnswer } from './send-answer.server'

/**
 * The end of `/api`, mounted after every API router: what none of them answered is a JSON 404,
 * and an error any of them (or Express's own path decoding) passed on is answered by
 * {@link apiErrorHandler}, so no /api answer is the site's HTML page or Express's error page.
 */
export function apiFallback(log: Logger): express.Router {
  const router = express.Router()
  router.use((_request, response) => sendAnswer(response, 404, 'NOT_FOUND'))
  router.use(apiErrorHandler(log))
  return router
}
