import type { Forms } from '#runtime/forms-context'

/** A site's forms as a test gives them: English texts, two countries, a submit that says sent. */
export function formsFixture(overrides: Partial<Forms> = {}): Forms {
  return {
    texts: {
      label: (field) => `Label ${field}`,
      error: (problem) => `Error ${problem}`,
      summary: (count) => `${count} to fix`,
      contactType: (type) => `Type ${type}`,
      required: 'required',
      chooseCountry: 'Choose a country',
      chooseProvince: 'Choose a province',
      chooseContactType: 'Choose your type',
      privacyBefore: 'I have read the ',
      privacyLink: 'privacy policy',
      privacyAfter: '.',
      newsletter: 'Newsletter please',
      honeypot: 'Leave this empty',
      submit: 'Send the request',
      sending: 'Sending…',
      sent: 'Thank you',
      sendAnother: 'Send another request',
    },
    locale: 'en',
    action: '/api/forms/contact',
    returnTo: '/en/about-us',
    privacyUrl: '/en/privacy',
    countries: [
      { code: 'DE', name: 'Germany' },
      { code: 'IT', name: 'Italy' },
    ],
    defaultCountry: '',
    sentForm: undefined,
    submit: () => Promise.resolve({ kind: 'sent', message: 'Thank you' }),
    ...overrides,
  }
}
