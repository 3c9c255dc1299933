import type { FormAnswer, Forms } from '#runtime/forms-context'

/**
 * A site's forms as a test gives them: English texts, two countries, and a page at /en/about-us
 * whose last answer is `answer` (none by default).
 */
export function formsFixture(overrides: Partial<Forms> = {}, answer?: FormAnswer): Forms {
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
      opensInNewTab: '(opens in a new tab)',
      privacyAfter: '.',
      newsletter: 'Newsletter please',
      honeypot: 'Leave this empty',
      submit: 'Send the request',
      sending: 'Sending…',
      sent: 'Thank you',
      sendAnother: 'Send another request',
    },
    newsletterTexts: {
      title: 'Newsletter',
      interests: 'Interests',
      topic: (interest) => `Topic ${interest}`,
      privacyAfter: ' and want the newsletter.',
      submit: 'Sign up',
      sent: 'Signed up',
      sendAnother: 'Sign up another address',
    },
    locale: 'en',
    privacyUrl: '/en/privacy',
    countries: [
      { code: 'DE', name: 'Germany' },
      { code: 'IT', name: 'Italy' },
    ],
    defaultCountry: '',
    // As the site's does: a form sees only the answer to its own post.
    usePost: (form) => ({
      action: '/en/about-us',
      answer: answer && (answer.form === null || answer.form === form) ? answer : undefined,
      sending: false,
      submit: () => undefined,
    }),
    ...overrides,
  }
}
