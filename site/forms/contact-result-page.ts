import escapeHtml from 'escape-html'
import { userTypes } from '#schema/account/user-type'
import {
  type ContactFormProblems,
  contactFormFields,
  contactFormHoneypot,
  requiredContactFormFields,
} from '#schema/contact-form'
import type { Locale } from '#schema/locale'
import { translationsFor } from '#site/i18n/translations'
import { contactFormTexts } from './contact-form-texts'
import { countryOptions } from './country-options'
import { privacyPath } from './privacy-path'
import { contactFormEndpoint } from './submit-contact-form'

export type ContactResultPage = {
  locale: Locale
  /** What the visitor typed, as posted. */
  values: Readonly<Record<string, string>>
  /** Field problems to show next to their fields; none for a failure that is not theirs. */
  fields: ContactFormProblems
  /** The message above the form, already in `locale`. */
  message: string
  returnTo: string
}

/**
 * The page a no-JS post gets when it cannot be taken as is (decision 006): the message, then the form
 * again with everything the visitor typed and each problem under its field, posting to the same
 * endpoint. Plain HTML and a few inline styles: it is served by the API, outside the React app.
 */
export function contactResultPage(page: ContactResultPage): string {
  const t = translationsFor(page.locale)
  const texts = contactFormTexts(t)
  const value = (name: string) => page.values[name] ?? ''
  const problemOf = (name: string) =>
    contactFormFields.find((field) => field === name && page.fields[field] !== undefined)
  const attributes = (name: string) => {
    const field = problemOf(name)
    const required = (requiredContactFormFields as readonly string[]).includes(name) ? ' required' : ''
    return `id="f-${name}" name="${name}"${required}${field ? ` aria-invalid="true" aria-describedby="f-${name}-error"` : ''}`
  }
  const error = (name: string) => {
    const field = problemOf(name)
    const problem = field ? page.fields[field] : undefined
    return problem ? `<p class="error" id="f-${name}-error">${escapeHtml(texts.error(problem))}</p>` : ''
  }
  const options = (list: readonly { value: string; label: string }[], chosen: string, placeholder: string) =>
    [
      `<option value="">${escapeHtml(placeholder)}</option>`,
      ...list.map(
        (option) =>
          `<option value="${escapeHtml(option.value)}"${option.value === chosen ? ' selected' : ''}>${escapeHtml(option.label)}</option>`,
      ),
    ].join('')

  const fields = contactFormFields.map((name) => {
    if (name === 'privacy' || name === 'newsletter') {
      const checked = value(name) !== '' ? ' checked' : ''
      const label =
        name === 'privacy'
          ? `${escapeHtml(texts.privacyBefore)}<a href="${escapeHtml(privacyPath(page.locale))}" target="_blank" rel="noopener">${escapeHtml(texts.privacyLink)}</a>${escapeHtml(texts.privacyAfter)}`
          : escapeHtml(texts.newsletter)
      return `<div class="field"><label class="consent"><input type="checkbox" ${attributes(name)}${checked}> <span>${label}</span></label>${error(name)}</div>`
    }
    const label = `<label for="f-${name}">${escapeHtml(texts.label(name))}${(requiredContactFormFields as readonly string[]).includes(name) ? ' *' : ''}</label>`
    let control: string
    if (name === 'country') {
      control = `<select ${attributes(name)}>${options(
        countryOptions(page.locale).map((option) => ({ value: option.code, label: option.name })),
        value(name),
        texts.chooseCountry,
      )}</select>`
    } else if (name === 'contactType') {
      control = `<select ${attributes(name)}>${options(
        userTypes.map((type) => ({ value: type, label: texts.contactType(type) })),
        value(name),
        texts.chooseContactType,
      )}</select>`
    } else if (name === 'message') {
      control = `<textarea ${attributes(name)} rows="6">${escapeHtml(value(name))}</textarea>`
    } else {
      control = `<input type="${name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'}" ${attributes(name)} value="${escapeHtml(value(name))}">`
    }
    return `<div class="field">${label}${control}${error(name)}</div>`
  })

  const hidden = ['locale', 'formType', 'formId']
    .filter((name) => value(name) !== '')
    .map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(value(name))}">`)
    .join('')

  return `<!doctype html>
<html lang="${page.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(t.contactForm.resultPage.title())}</title>
<style>
body{font-family:system-ui,sans-serif;line-height:1.5;color:#1c1a18;background:#faf7f2;margin:0;padding:1.5rem}
main{max-width:760px;margin:0 auto}.field{display:flex;flex-direction:column;gap:.25rem;margin:0 0 1rem}
label{font-weight:600}.consent{font-weight:400;display:flex;gap:.5rem;align-items:flex-start}
input,select,textarea{font:inherit;padding:.5rem;border:1px solid #8a7f72;border-radius:2px;background:#fff}
[aria-invalid=true]{border:2px solid #94431f}.error,.message{color:#94431f;margin:0}.message{font-weight:600;margin-bottom:1rem}
.hp{position:absolute;left:-10000px}button{font:inherit;font-weight:600;padding:.75rem 1.75rem;border:0;border-radius:999px;background:#2b2724;color:#faf7f2}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(t.contactForm.resultPage.title())}</h1>
<p class="message" role="alert">${escapeHtml(page.message)}</p>
${Object.keys(page.fields).length > 0 ? `<p>${escapeHtml(t.contactForm.resultPage.fixIntro())}</p>` : ''}
<form method="post" action="${contactFormEndpoint}">
<input type="hidden" name="returnTo" value="${escapeHtml(page.returnTo)}">${hidden}
${fields.join('\n')}
<div class="hp" aria-hidden="true"><label for="f-hp">${escapeHtml(texts.honeypot)}</label><input id="f-hp" name="${contactFormHoneypot}" tabindex="-1" autocomplete="off"></div>
<button type="submit">${escapeHtml(texts.submit)}</button>
</form>
<p><a href="${escapeHtml(page.returnTo)}">${escapeHtml(t.contactForm.resultPage.back())}</a></p>
</main>
</body>
</html>`
}
