import type { RequestHandler } from 'express'
import { sendAnswer } from './send-answer.server'

/**
 * The API's answer to a method a path does not take: 405 with `Allow`, in the API's shape.
 * Mount it with `router.all(paths, …)` after the routes of those paths.
 *
 * @example
 * router.all('/', methodNotAllowed(['GET', 'HEAD']))
 */
export function methodNotAllowed(allow: readonly string[]): RequestHandler {
  const methods = allow.join(', ')
  return (request, response) => {
    response.set('Allow', methods)
    sendAnswer(response, 405, 'Request not correct', {
      problems: [`${request.method.slice(0, 20)} is not allowed here: use ${methods}`],
    })
  }
}
