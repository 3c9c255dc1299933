import type { ContactFormTexts, NewsletterFormTexts } from '#runtime/forms-context'
import type { TranslationFunctions } from '#site/i18n/i18n-types'

/** The contact form's texts from the dictionaries (`contactForm` in site/i18n) of one language. */
export function contactFormTexts(t: TranslationFunctions): ContactFormTexts {
  const c = t.contactForm
  return {
    label: (field) => c.labels[field](),
    error: (problem) => c.errors[problem](),
    summary: (count) => c.errors.summary({ count }),
    contactType: (type) => t.userTypes[type](),
    required: c.required(),
    chooseCountry: c.chooseCountry(),
    chooseProvince: c.chooseProvince(),
    chooseContactType: c.chooseContactType(),
    privacyBefore: c.privacyBefore(),
    privacyLink: c.privacyLink(),
    opensInNewTab: t.chrome.opensInNewTab(),
    privacyAfter: c.privacyAfter(),
    newsletter: c.newsletter(),
    honeypot: c.honeypot(),
    submit: c.submit(),
    sending: c.sending(),
    sent: c.sent(),
    sendAnother: c.sendAnother(),
  }
}

/** The newsletter form's own texts (`contactForm.newsletterForm` in site/i18n) of one language. */
export function newsletterFormTexts(t: TranslationFunctions): NewsletterFormTexts {
  const n = t.contactForm.newsletterForm
  return {
    title: n.title(),
    interests: n.interests(),
    topic: (interest) => n.topics[interest](),
    privacyAfter: n.privacyAfter(),
    submit: n.submit(),
    sent: n.sent(),
    sendAnother: n.sendAnother(),
  }
}
