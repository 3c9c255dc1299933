import { monitorEventLoopDelay } from 'node:perf_hooks'
import { print } from 'graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { StoreListDocument } from '#adapters/cms/generated/graphql'
import { entryPageQuery } from '#adapters/cms/get-entry-page.server'
import { defaultQueryLimits } from '#adapters/local-cms/query-limits'
import { type EmbeddedCms, startEmbeddedCms } from '#tools/testing/embedded-cms'

// As replayed before the fix (docs/security.md, Many at once): the embedded CMS's limits bound a
// document's shape (depth, aliases, fields), not its answer. 80 aliases of every entry with its
// other-language copy fit them (1,440 fields, 80 aliases, 3 deep) and made one answer of some
// 17 MB: the CMS, which runs in the site's process, blocked the event loop for seconds, so no page was
// served meanwhile. The answer's size is now counted while it is built and the query refused once
// past the budget.

const fields = 'id title slug uri url postDate sectionHandle typeHandle'
const aliases = 80
const flood = `query Flood { ${Array.from({ length: aliases }, (_, index) => `a${index}: entries { ${fields} localized { ${fields} } }`).join(' ')} }`

let cms: EmbeddedCms

beforeAll(async () => {
  cms = await startEmbeddedCms()
})

afterAll(async () => {
  await cms?.close()
})

async function post(query: string, variables: Record<string, unknown> = {}) {
  const started = performance.now()
  const response = await fetch(cms.apiUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${cms.token}` },
    body: JSON.stringify({ query, variables }),
  })
  const text = await response.text()
  return { status: response.status, text, ms: performance.now() - started }
}

describe('the embedded CMS against a document within its limits whose answer is huge', () => {
  it('is within the shape limits', () => {
    expect(flood.match(/\ba\d+:/g)).toHaveLength(aliases)
    expect(aliases * 18).toBeLessThanOrEqual(defaultQueryLimits.maxFields)
    expect(aliases).toBeLessThanOrEqual(defaultQueryLimits.maxAliases)
  })

  it('refuses a burst of them quickly, with a clear error, and the event loop keeps turning', async () => {
    const delay = monitorEventLoopDelay({ resolution: 10 })
    delay.enable()
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(flood)))
    delay.disable()
    for (const answer of answers) {
      expect(answer.status).toBe(400)
      const body: unknown = JSON.parse(answer.text)
      expect(Object.keys(body ?? {})).toEqual(['errors'])
      expect(answer.text).toMatch(/"Operation \\"Flood\\" would answer more than 20,000 values; at most/)
    }
    // The longest the loop stood still while the burst ran: one refused query's work at most
    // (about 0.2 s on a quiet machine, 1 s with the test suite's load; it was 15 s).
    expect(Math.round(delay.max / 1e6)).toBeLessThan(4_000)
    expect(Math.max(...answers.map((answer) => answer.ms))).toBeLessThan(5_000)
  })

  it('still answers the largest answer the site asks for, every store of a site', async () => {
    const answer = await post(print(StoreListDocument), { siteId: 1, limit: 5000 })
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.text)).not.toHaveProperty('errors')
  })

  it('still answers the largest document the site sends, the entry page, for the page of every block', async () => {
    const answer = await post(print(entryPageQuery('landing')), {
      section: ['landing'],
      slug: ['blocks'],
      siteId: [1],
    })
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.text)).not.toHaveProperty('errors')
  })
})
