import { describe, expect, it } from 'vitest'
import { builtSiteWithAccounts } from '#tools/testing/built-site-with-accounts'
import { registration } from '#tools/testing/account-fixtures'
import { httpRequest } from '#tools/testing/http-request'

// docs/security.md: another site's page posts to ours with the visitor's browser. Before the fix
// the contact form took such a post and mailed a receipt, in the company's name and with the
// attacker's text, to any address; the login and logout took it too. The posts below carry the
// headers a browser sends from a page on evil.example.

const publicUrl = 'https://www.fast.test'
const fromEvil = { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }
const fromUs = { 'sec-fetch-site': 'same-origin', origin: publicUrl, referer: `${publicUrl}/en/contact` }
const attackerText = 'URGENT: your account is locked, log in at https://evil.example/login'

/** Every mail the site has queued so far (the outbox is written before the answer). */
const outbox = () => running.database.db.selectFrom('mail_outbox').selectAll().execute()
const leads = () => running.database.db.selectFrom('leads').selectAll().execute()

function contactFields(email: string, message = 'Twelve loungers for a hotel terrace.') {
  return new URLSearchParams({
    firstName: 'Anna',
    lastName: 'Rossi',
    country: 'IT',
    email,
    contactType: 'Architect',
    message,
    privacy: 'on',
    locale: 'en',
    formType: 'contact',
  }).toString()
}

function postContact(body: string, headers: Record<string, string>) {
  // Where a visitor's browser posts the form: its page (decision 006).
  return httpRequest(`${running.site.url}/en/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', ...headers },
    body,
  })
}

const running = builtSiteWithAccounts({ PUBLIC_URL: publicUrl })

describe('state-changing requests from another site', () => {
  it('refuses a contact form posted from another site with a page in the visitor language, and mails nothing', async () => {
    const before = (await outbox()).length
    const answer = await postContact(contactFields('victim@example.com', attackerText), {
      ...fromEvil,
      'accept-language': 'it-IT,it;q=0.9',
    })
    expect(answer.status).toBe(403)
    expect(answer.text).toContain('<html lang="it">')
    expect(answer.text).toContain('Richiesta non accettata')
    expect((await outbox()).length).toBe(before)
    expect((await leads()).some((lead) => lead.email === 'victim@example.com')).toBe(false)
  })

  it.each([
    ['a foreign Origin alone', { origin: 'https://evil.example' }],
    ['Sec-Fetch-Site: same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
    ['Origin: null (a sandboxed frame)', { origin: 'null' }],
  ])('refuses a JSON contact request with %s', async (_what, headers) => {
    const before = (await outbox()).length
    const answer = await httpRequest(`${running.site.url}/api/forms/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ email: 'victim@example.com', message: attackerText }),
    })
    expect(answer.status).toBe(403)
    expect(JSON.parse(answer.text)).toMatchObject({ success: false, message: 'Not authorized' })
    expect((await outbox()).length).toBe(before)
  })

  it.each(['/api/auth/v1/login', '/api/auth/v1/logout', '/api/auth/v1/register', '/switch-locale'])(
    'refuses a POST to %s from another site',
    async (path) => {
      const answer = await httpRequest(`${running.site.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', ...fromEvil },
        body: 'email=anna%40fast.test&password=pergola-di-alluminio',
      })
      expect(answer.status).toBe(403)
    },
  )

  it('opens the page of a language switch linked from another site, but leaves the language cookie alone', async () => {
    const answer = await httpRequest(`${running.site.url}/switch-locale?to=%2Fen%2Fproducts`, {
      headers: { 'sec-fetch-site': 'cross-site' },
    })
    expect(answer.status).toBe(302)
    expect(answer.headers.location).toBe('/en/products')
    expect(answer.headers['set-cookie']).toBeUndefined()
    const ours = await httpRequest(`${running.site.url}/switch-locale?to=%2Fen%2Fproducts`, {
      headers: { 'sec-fetch-site': 'same-origin' },
    })
    expect(ours.headers['set-cookie']?.join()).toMatch(/^locale=en;/)
  })

  it('still takes a contact form from its own pages and calls from API clients', async () => {
    const answer = await postContact(contactFields('anna@fast.test'), fromUs)
    // Taken: Post/Redirect/Get to the page that says so (decision 038).
    expect(answer.status).toBe(303)
    expect(answer.headers.location).toBe('/en/contact?sent=contact')
    const client = await httpRequest(`${running.site.url}/api/auth/v1/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(registration('client@fast.test')),
    })
    expect(client.status).toBe(201)
  })
})

describe('the contact form receipt', () => {
  it('carries a fixed greeting and text, none of what the sender wrote', async () => {
    const answer = await postContact(contactFields('receipt@fast.test', attackerText), fromUs)
    expect(answer.status).toBe(303)
    const mails = await outbox()
    const receipt = mails.find((mail) => mail.recipient === 'receipt@fast.test')
    const company = mails.filter((mail) => mail.recipient !== 'receipt@fast.test').at(-1)
    expect(receipt?.text_body).toContain('Hello,')
    expect(receipt?.text_body).not.toContain('Anna')
    expect(receipt?.text_body).not.toContain('evil.example')
    expect(receipt?.html_body).not.toContain('evil.example')
    expect(receipt?.text_body).not.toContain('Rossi')
    // The company's own copy is whole.
    expect(company?.text_body).toContain(attackerText)
  })

  it('is not sent a fourth time to one address in a day, while the company still gets every request', async () => {
    const email = 'inbox@fast.test'
    const before = await outbox()
    for (let index = 0; index < 4; index += 1) {
      const answer = await postContact(contactFields(email, `Request number ${index + 1}`), fromUs)
      expect(answer.status).toBe(303)
    }
    const added = (await outbox()).filter((mail) => !before.some((old) => old.id === mail.id))
    expect(added.filter((mail) => mail.recipient === email)).toHaveLength(3)
    const company = added.filter((mail) => mail.recipient !== email)
    expect(company).toHaveLength(4)
    expect(company.map((mail) => mail.text_body).join()).toContain('Request number 4')
    expect((await leads()).filter((lead) => lead.email === email)).toHaveLength(4)
  })
})
