import type { Response } from 'express'
import type { MessageCode } from '#schema/account/message-code'

/**
 * Writes the API's one answer shape, `{ data, success, message }` (docs/architecture.md, Errors). `success`
 * follows the status: 2xx is a success.
 */
export function sendAnswer(
  response: Response,
  status: number,
  message: MessageCode,
  data: unknown = null,
): void {
  // Typed here, not left to res.json: a handler may have set another type before it failed
  // (the download gate sets the file's before streaming it).
  response
    .status(status)
    .type('application/json')
    .json({ data, success: status >= 200 && status < 300, message })
}
