import type { Response } from 'express'
import { sendAnswer } from './send-answer.server'

/** 429 with Retry-After and how long to wait (`data.retryAfterSeconds`), for the UI to say so. */
export function sendTooMany(response: Response, seconds: number): void {
  response.set('Retry-After', String(seconds))
  sendAnswer(response, 429, 'TOO_MANY_REQUESTS', { retryAfterSeconds: seconds })
}
