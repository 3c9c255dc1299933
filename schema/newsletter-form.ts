import * as t from 'io-ts'
import { Email } from './account/email'
import { optionalText } from './account/optional-text'
import { text } from './account/text'
import { FormType } from './blocks/field-form'
import type { NewsletterInterest } from './contact-form-fields'
import { Locale } from './locale-codec'

const Interest = t.keyof(
  { outdoorFurniture: null, outdoorKitchens: null, spaWellness: null },
  'NewsletterInterest',
)
// The codec and the plain list the browser draws the form from name the same interests.
const sameInterests: Record<NewsletterInterest, null> = Interest.keys
void sameInterests

/**
 * A newsletter sign-up, posted like a contact request to the same page action or to
 * `POST /api/forms/contact` (decision 026): an email and the privacy consent,
 * optionally a first name and the subjects the subscriber cares about.
 *
 * @example
 * NewsletterForm.decode({ email: 'anna@example.com', privacy: true, interests: ['spaWellness'] })
 */
export const NewsletterForm = t.intersection(
  [
    t.type({ email: Email, privacy: t.literal(true) }),
    t.partial({
      firstName: optionalText('FirstName', 100),
      interests: t.array(Interest),
      locale: Locale,
      formType: FormType,
      formId: text('FormId', 1, 100),
    }),
  ],
  'NewsletterForm',
)
export type NewsletterForm = t.TypeOf<typeof NewsletterForm>
