import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BuiltSite, startBuiltSite } from '#tools/testing/built-site'
import { type EmbeddedCms, startEmbeddedCms } from '#tools/testing/embedded-cms'

// docs/security.md: `?token=x&x-craft-live-preview=1` from anyone skipped the HTML and CMS caches
// (296 -> 58 req/s) and the preview was answered `public`. The site runs on the embedded CMS as an
// external CMS here, so the test sees every request the site makes to it.
let cms: EmbeddedCms
let site: BuiltSite
const cmsRequests: { craftToken: string | undefined }[] = []

beforeAll(async () => {
  cms = await startEmbeddedCms({
    before: (request, _response, next) => {
      if (request.path === '/cms/api') cmsRequests.push({ craftToken: request.get('x-craft-token') })
      next()
    },
  })
  site = await startBuiltSite({ CMS_GRAPHQL_URL: cms.apiUrl, CMS_TOKEN: cms.token })
})

afterAll(async () => {
  await site?.stop()
  await cms?.close()
})

async function get(path: string) {
  const response = await fetch(`${site.url}${path}`)
  const body = await response.text()
  return {
    status: response.status,
    body,
    cache: response.headers.get('x-html-cache'),
    cacheControl: response.headers.get('cache-control'),
  }
}

describe('a live-preview request against the real site', () => {
  it('with a token the CMS refuses, gets the cached public page and costs the CMS one check', async () => {
    await get('/it')
    const page = await get('/it')
    expect(page.cache).toBe('hit')
    const before = cmsRequests.length

    const attack = await get('/it?token=made-up&x-craft-live-preview=1')
    expect(attack.status).toBe(200)
    expect(attack.cache).toBe('hit')
    expect(attack.cacheControl).toBe(page.cacheControl)
    expect(attack.cacheControl).not.toContain('private')
    expect(attack.body).toBe(page.body)
    // The one question about the token, and no page query sent with it.
    expect(cmsRequests.slice(before)).toEqual([{ craftToken: 'made-up' }])

    // Asked again: the CMS's refusal is remembered, everything comes from the caches.
    for (let i = 0; i < 5; i += 1)
      expect((await get('/it?token=made-up&x-craft-live-preview=1')).cache).toBe('hit')
    expect(cmsRequests.length - before).toBe(1)
  })

  it('with a token the CMS accepts, renders through the token and answers private, no-store', async () => {
    const token = cms.createPreviewToken()
    const before = cmsRequests.length

    const preview = await get(`/it?token=${token}&x-craft-live-preview=1`)
    expect(preview.status).toBe(200)
    expect(preview.cache).toBeNull()
    expect(preview.cacheControl).toBe('private, no-store')
    expect(preview.body).toContain('data-block=')
    // The page's content was read with the editor's token, past the CMS cache.
    const withToken = cmsRequests.slice(before).filter((request) => request.craftToken === token)
    expect(withToken.length).toBeGreaterThan(1)

    // The next reload is a preview too, and the token is not asked about again.
    const asked = cmsRequests.length
    const again = await get(`/it?token=${token}&x-craft-live-preview=1`)
    expect(again.cacheControl).toBe('private, no-store')
    expect(cmsRequests.length - asked).toBe(withToken.length - 1)
  })
})
