import { emailAddressOf } from '#schema/account/email-address'

/**
 * The reset step a URL keeps (decision 038): the code step with the address the code went to,
 * or the end. Never the code: a URL lands in the history, in logs and in a Referer.
 */
export type ResetStep = { step: 'code'; email: string } | { step: 'done' }

export const resetStepParameter = 'step'
export const resetEmailParameter = 'email'

/** `?step=`: a step this screen can start at. */
export function resetStepName(value: string): ResetStep['step'] | undefined {
  return value === 'code' || value === 'done' ? value : undefined
}

/** `?email=`: an address as the reset takes it (trimmed, in lower case), or none. */
export function resetEmail(value: string): string | undefined {
  return emailAddressOf(value)
}

/** The step a reset screen's URL names, checked; undefined starts at the email step. */
export function resetStepOf(search: URLSearchParams): ResetStep | undefined {
  const step = resetStepName(search.get(resetStepParameter) ?? '')
  if (step === 'done') return { step }
  const email = resetEmail(search.get(resetEmailParameter) ?? '')
  return step === 'code' && email !== undefined ? { step, email } : undefined
}

/**
 * The reset screen's URL at `step` (the email step without any).
 *
 * @example
 * resetStepUrl('/en/reset-password', { step: 'code', email: 'a@b.it' }) // '/en/reset-password?step=code&email=a%40b.it'
 */
export function resetStepUrl(path: string, step: ResetStep | undefined): string {
  if (!step) return path
  const search = new URLSearchParams({ [resetStepParameter]: step.step })
  if (step.step === 'code') search.set(resetEmailParameter, step.email)
  return `${path}?${search.toString()}`
}
