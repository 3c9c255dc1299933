import express from 'express'
import { contactFormFromFields } from '#schema/contact-form'
import { SubmissionKey, submissionKeyField } from '#schema/submission-key'
import type { FormRequestOutcome, FormRequests } from './form-requests.server'
import { ipOf } from './ip-of.server'
import { methodNotAllowed } from './method-not-allowed.server'
import { sendAnswer } from './send-answer.server'

/**
 * `POST /contact` (decision 006): a contact request or a newsletter sign-up, for API clients and
 * the spec's call, as JSON or urlencoded, answered `{ data, success, message }`; an
 * `Idempotency-Key` header makes a repeated post one lead (decision 038). Visitors' browsers
 * post the form to its page's action instead (site/forms/form-action.server.ts), which takes it
 * through the same `FormRequests` and answers with the page.
 */
export function createFormsRouter(formRequests: (ip: string) => FormRequests): express.Router {
  const router = express.Router()
  router.use((_request, response, next) => {
    response.set('Cache-Control', 'no-store')
    next()
  })
  // 32 KB holds a full form with a 5,000-character message in any script.
  router.post(
    '/contact',
    express.json({ limit: '32kb', strict: true }),
    express.urlencoded({ extended: false, limit: '32kb', parameterLimit: 50 }),
    async (request, response) => {
      const plain = request.is('application/x-www-form-urlencoded') === 'application/x-www-form-urlencoded'
      const raw: unknown = plain ? contactFormFromFields(fieldsOf(request.body)) : request.body
      if (raw === undefined) {
        sendAnswer(response, 400, 'Request not correct', {
          problems: [
            'the body must be JSON (application/json) or a form (application/x-www-form-urlencoded)',
          ],
        })
        return
      }
      // An API client names its post as HTTP APIs do; a browser's plain form sends the field (decision 038).
      const key = [
        request.get('idempotency-key'),
        plain ? fieldsOf(request.body)[submissionKeyField] : undefined,
      ]
      answer(response, await formRequests(ipOf(request)).send(raw, key.find(SubmissionKey.is)))
    },
  )
  router.all('/contact', methodNotAllowed(['POST']))
  return router
}

function answer(response: express.Response, outcome: FormRequestOutcome): void {
  switch (outcome.kind) {
    case 'sent':
      return sendAnswer(response, 201, 'LEAD_CREATED_SUCCESSFULLY', null)
    case 'invalid':
      return sendAnswer(response, 400, 'Request not correct', {
        problems: outcome.problems,
        fields: outcome.fields,
      })
    case 'tooMany':
      response.set('Retry-After', String(outcome.retryAfterSeconds))
      return sendAnswer(response, 429, 'TOO_MANY_REQUESTS', { retryAfterSeconds: outcome.retryAfterSeconds })
    case 'unavailable':
      response.set('Retry-After', String(outcome.retryAfterSeconds))
      return sendAnswer(response, 503, 'LEAD_NOT_CREATED', null)
    case 'failed':
      return sendAnswer(response, 500, 'LEAD_NOT_CREATED', null)
  }
}

/** The fields of an urlencoded body (strings, or arrays of strings when a name repeats). */
function fieldsOf(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null ? Object.fromEntries(Object.entries(body)) : {}
}
