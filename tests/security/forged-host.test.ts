import { describe, expect, it } from 'vitest'
import { builtSiteWithAccounts } from '#tools/testing/built-site-with-accounts'
import { httpRequest } from '#tools/testing/http-request'

// docs/security.md (outside the accounts screens): a request names any Host it likes. Before the
// fix the keyless map's style pointed its sources at `http://<Host>/api/map/…`, an answer kept for
// an hour by every cache on the way (`public, max-age=3600`): one forged request, and visitors'
// maps load their data from the attacker. Absolute URLs must come from PUBLIC_URL only.

const publicUrl = 'https://www.fast.test'
const forged = {
  host: 'evil.example',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'http',
  forwarded: 'host=evil.example;proto=http',
}

const running = builtSiteWithAccounts({ PUBLIC_URL: publicUrl })

describe('a request with a forged Host', () => {
  it.each(['/en', '/it', '/en/products', '/sitemap.xml', '/robots.txt', '/api/map/style.json'])(
    'gets %s with no absolute URL but PUBLIC_URL',
    async (path) => {
      const answer = await httpRequest(`${running.site.url}${path}`, { headers: forged })
      expect(answer.status).toBe(200)
      expect(answer.text).not.toContain('evil.example')
      expect(JSON.stringify(answer.headers)).not.toContain('evil.example')
      expect(answer.text).toContain(publicUrl)
    },
  )

  it('gets a page whose canonical and og:url name PUBLIC_URL', async () => {
    const answer = await httpRequest(`${running.site.url}/en`, { headers: forged })
    expect(answer.text).toMatch(/<link rel="canonical" href="https:\/\/www\.fast\.test\/en"/)
    expect(answer.text).toMatch(/<meta property="og:url" content="https:\/\/www\.fast\.test\/en"/)
  })

  it('takes a contact form on its page whose mails name no forged host, and sends the visitor back to that page', async () => {
    const answer = await httpRequest(`${running.site.url}/en/contact`, {
      method: 'POST',
      headers: {
        ...forged,
        'content-type': 'application/x-www-form-urlencoded',
        referer: 'http://evil.example/en/contacts',
      },
      body: new URLSearchParams({
        firstName: 'Anna',
        lastName: 'Rossi',
        country: 'IT',
        email: 'host@fast.test',
        contactType: 'Architect',
        message: 'A quote, please.',
        privacy: 'on',
        locale: 'en',
        formType: 'contact',
      }).toString(),
    })
    // Taken: 303 to its own page (decision 038), a Location the server builds without the Host.
    expect(answer.status).toBe(303)
    expect(answer.headers.location).toBe('/en/contact?sent=contact')
    expect(answer.text).not.toContain('evil.example')
    const mails = await running.database.db.selectFrom('mail_outbox').selectAll().execute()
    expect(mails.length).toBeGreaterThan(0)
    for (const mail of mails)
      expect(mail.text_body + mail.html_body + mail.subject).not.toContain('evil.example')
  })
})
