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
  it('posts to the API without JS, with its locale, its way back and its type', () => {
    const html = render(<ContactForm formType="information" />)
    const form = /<form[^>]*>/.exec(html)?.[0] ?? ''
    expect(form).toContain('method="post"')
    expect(form).toContain('action="/api/forms/contact"')
    expect(html).toContain('name="locale" value="en"')
    expect(html).toContain('name="returnTo" value="/en/about-us"')
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
    expect(html).toContain('<a href="/en/privacy" target="_blank" rel="noopener">privacy policy</a>')
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

  it('shows the success of a no-JS post that came back to the page', () => {
    const html = render(<ContactForm />, formsFixture({ sentForm: 'contact' }))
    expect(html).toContain('role="status"')
    expect(html).toContain('Thank you')
    expect(html).not.toContain('<form')
    expect(render(<ContactForm formType="newsletter" />, formsFixture({ sentForm: 'contact' }))).toContain(
      '<form',
    )
  })

  it('draws nothing when the site gives no forms context', () => {
    expect(renderToString(<ContactForm />)).toBe('')
  })
})
