import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { FormsContext } from '#runtime/forms-context'
import { ContactForm } from './contact-form'
import { formsFixture } from './contact-form.fixtures'

/** The opening tag of the control named `name`, whatever the order of its attributes. */
function control(html: string, name: string): string {
  return new RegExp(`<(input|select|textarea)\\b[^>]*\\bname="${name}"[^>]*>`).exec(html)?.[0] ?? ''
}

function render(element: ReactElement, forms = formsFixture()): string {
  return renderToString(<FormsContext value={forms}>{element}</FormsContext>)
}

describe('the contact form', () => {
  it('posts to its own page without JS, with its locale and its type', () => {
    const html = render(<ContactForm formType="information" />)
    const form = /<form[^>]*>/.exec(html)?.[0] ?? ''
    expect(form).toContain('method="post"')
    expect(form).toContain('action="/en/about-us"')
    expect(html).toContain('name="locale" value="en"')
    expect(html).toContain('name="formType" value="information"')
    expect(html).toContain('data-contact-form="information"')
  })

  it('sends the id of a form picked by id instead of a type', () => {
    const html = render(<ContactForm formId="hotel-projects" />)
    expect(html).toContain('name="formId" value="hotel-projects"')
    expect(html).not.toContain('name="formType"')
  })

  it('labels every field of spec 3 and marks the required ones', () => {
    const html = render(<ContactForm />)
    for (const field of [
      'firstName',
      'lastName',
      'birthYear',
      'businessName',
      'country',
      'city',
      'zipcode',
      'province',
      'address',
      'phone',
      'email',
      'contactType',
      'message',
    ]) {
      expect(html).toContain(`Label ${field}`)
      expect(html).toMatch(new RegExp(`name="${field}"`))
    }
    for (const field of ['firstName', 'lastName', 'email', 'country', 'contactType', 'message', 'privacy'])
      expect(control(html, field)).toContain('required=""')
    for (const field of ['birthYear', 'city', 'province', 'phone', 'newsletter'])
      expect(control(html, field)).not.toContain('required')
    // The privacy link opens a new tab (the form keeps what was typed) and says so (WCAG 3.2.5).
    expect(html).toMatch(
      /<a href="\/en\/privacy" target="_blank" rel="noopener">privacy policy<span class="[^"]+"> \(opens in a new tab\)<\/span><\/a>/,
    )
    expect(html).toContain('Type Fast Agent')
  })

  it('offers the provinces as a list when Italy is chosen, and a text field otherwise', () => {
    expect(control(render(<ContactForm />), 'province')).toMatch(/^<input/)
    const italian = render(<ContactForm />, formsFixture({ defaultCountry: 'IT' }))
    expect(control(italian, 'province')).toMatch(/^<select/)
    expect(italian).toContain('<option value="VI">Vicenza</option>')
  })

  it('hides the honeypot from people', () => {
    const html = render(<ContactForm />)
    expect(html).toMatch(/aria-hidden="true"><label[^>]*>Leave this empty<\/label>/)
    expect(control(html, 'website')).toContain('tabindex="-1"')
  })

  it('shows the success the page answered in place of the form, only in the form it answers', () => {
    const sent = { form: 'contact', kind: 'sent', message: 'Thank you', fields: {}, values: {} } as const
    const html = render(<ContactForm />, formsFixture({}, sent))
    expect(html).toContain('role="status"')
    expect(html).toContain('Thank you')
    expect(html).not.toContain('<form')
    expect(render(<ContactForm formType="information" />, formsFixture({}, sent))).toContain('<form')
  })

  it('gives back everything typed with each problem once, beside its field', () => {
    const invalid = {
      form: 'contact',
      kind: 'invalid',
      message: '2 to fix',
      fields: { email: 'email', privacy: 'privacy' },
      values: { firstName: 'Anna', email: 'anna@', message: 'Twelve <loungers>', contactType: 'Architect' },
    } as const
    const html = render(<ContactForm />, formsFixture({}, invalid))
    expect(control(html, 'firstName')).toContain('value="Anna"')
    expect(control(html, 'email')).toContain('aria-invalid="true"')
    expect(html).toContain('Twelve &lt;loungers&gt;</textarea>')
    expect(html).toMatch(/<option value="Architect" selected="">/)
    expect(html.split('Error email')).toHaveLength(2)
    expect(html.split('Error privacy')).toHaveLength(2)
    expect(html.split('2 to fix')).toHaveLength(2)
  })

  it('draws the newsletter sign-up for the newsletter form: an email, the consent and the interests', () => {
    const html = render(<ContactForm formId="newsletter-2026" />)
    expect(html).toContain('name="formId" value="newsletter-2026"')
    expect(control(html, 'email')).toContain('required=""')
    expect(control(html, 'privacy')).toContain('required=""')
    expect(html).toContain('Topic spaWellness')
    for (const field of ['lastName', 'country', 'contactType', 'message', 'phone'])
      expect(control(html, field)).toBe('')
    expect(html).toContain('Sign up')
  })

  it('draws nothing when the site gives no forms context', () => {
    expect(renderToString(<ContactForm />)).toBe('')
  })
})
