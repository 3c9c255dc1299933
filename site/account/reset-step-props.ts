import type { FormEvent } from 'react'
import type { FieldErrors } from './field-errors'
import type { FormAnswerText } from './form-answer'

/** What every step of the password reset's form is given by the flow that runs its machine. */
export type ResetStepProps = {
  /** The form's action without JS. */
  action: string
  errors: FieldErrors
  answer: FormAnswerText | null
  busy: boolean
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
}
