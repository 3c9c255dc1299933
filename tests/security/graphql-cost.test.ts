import { readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { buildSchema, type DocumentNode, Kind, parse, print, validate } from 'graphql'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sectionDownloadsQuery, sectionEntriesQuery } from '#adapters/cms/get-catalogue-page.server'
import { entryPageQuery } from '#adapters/cms/get-entry-page.server'
import { productTitleQuery } from '#adapters/cms/get-product-title.server'
import { productQuery } from '#adapters/cms/get-product-details.server'
import { categoriesQuery } from '#adapters/cms/list-catalogue.server'
import { defaultQueryLimits, queryLimitsRule } from '#adapters/local-cms/query-limits'
import { catalogueEntryTypes } from '#schema/sections'
import { type EmbeddedCms, startEmbeddedCms } from '#tools/testing/embedded-cms'

// docs/security.md: the embedded CMS ran any document: 300 aliases gave 1.3 MB in 1.5 s. Its
// GraphQL answers only the CMS token, so the attacker is whoever holds it or reaches the CMS
// through a flaw; the limits bound what one request can cost all the same.
let cms: EmbeddedCms

beforeAll(async () => {
  cms = await startEmbeddedCms()
  // The first request of a fresh CMS pays for its warm-up; the timings below are of the refusals.
  expect((await post('{ __typename }')).status).toBe(200)
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
  const body: unknown = JSON.parse(text)
  return { status: response.status, body, text, ms: performance.now() - started }
}

function messagesOf(body: unknown): string[] {
  if (typeof body !== 'object' || body === null || !('errors' in body) || !Array.isArray(body.errors))
    return []
  return body.errors.map((error: unknown) =>
    typeof error === 'object' && error !== null && 'message' in error ? String(error.message) : String(error),
  )
}

const entryFields = 'id title slug uri url postDate sectionHandle typeHandle'

describe('the embedded CMS GraphQL against costly documents', () => {
  it('refuses 300 aliases quickly, with an error that names the limit', async () => {
    const aliases = Array.from({ length: 300 }, (_, index) => `a${index}: entries { ${entryFields} }`)
    const answer = await post(`query Flood { ${aliases.join(' ')} }`)
    expect(answer.status).toBe(400)
    expect(messagesOf(answer.body)).toEqual([
      `Operation "Flood" has 300 aliases; at most ${defaultQueryLimits.maxAliases} are allowed.`,
    ])
    expect(answer.text.length).toBeLessThan(1000)
    expect(answer.ms).toBeLessThan(1000)
  })

  it('refuses a document nested 20 levels deep', async () => {
    const nested = Array.from({ length: 18 }).reduce<string>((inner) => `localized { id ${inner} }`, 'id')
    const answer = await post(`{ entries { ${nested} } }`)
    expect(answer.status).toBe(400)
    expect(messagesOf(answer.body)).toEqual([
      `The operation is nested 20 levels deep; at most ${defaultQueryLimits.maxDepth} are allowed.`,
    ])
    expect(answer.ms).toBeLessThan(1000)
  })

  it('refuses fragments spread into each other to ask for millions of fields, without measuring for long', async () => {
    const fragments = Array.from({ length: 12 }, (_, level) =>
      level === 0
        ? `fragment F0 on EntryInterface { ${entryFields} }`
        : `fragment F${level} on EntryInterface { ...F${level - 1} localized { ...F${level - 1} } }`,
    )
    const answer = await post(`query Bomb { entries { ...F11 } } ${fragments.join(' ')}`)
    expect(answer.status).toBe(400)
    expect(messagesOf(answer.body)[0]).toMatch(/^Operation "Bomb" (is nested|asks for)/)
    expect(answer.ms).toBeLessThan(1000)
  })

  it('refuses a document of more tokens than parsing is allowed', async () => {
    const answer = await post(`{ ${'ping '.repeat(defaultQueryLimits.maxTokens + 1)}}`)
    expect(answer.status).toBe(400)
    expect(messagesOf(answer.body)[0]).toMatch(/tokens/)
  })

  it('still runs the largest document the site sends, the entry page', async () => {
    const answer = await post(print(entryPageQuery('landing')), { section: ['landing'], siteId: [1] })
    expect(messagesOf(answer.body)).toEqual([])
    expect(answer.status).toBe(200)
  })
})

describe('the documents the site sends', () => {
  // The SDL with the block types (schema.graphql plus the declarations'), as `npm run codegen` writes it.
  const schema = buildSchema(readFileSync('adapters/cms/generated/cms-schema.graphql', 'utf8'))
  const documentsDir = 'adapters/cms/documents'
  const inline: Record<string, DocumentNode> = {
    ...Object.fromEntries(
      catalogueEntryTypes.map((type) => [`entryPageQuery('${type}')`, entryPageQuery(type)]),
    ),
    sectionEntriesQuery,
    sectionDownloadsQuery,
    productQuery,
    categoriesQuery,
    productTitleQuery,
  }
  const documents: [string, DocumentNode][] = [
    ...readdirSync(documentsDir)
      .filter((file) => file.endsWith('.graphql'))
      .map((file): [string, DocumentNode] => [
        file,
        parse(readFileSync(path.join(documentsDir, file), 'utf8')),
      ]),
    ...Object.entries(inline),
  ]

  it.each(documents)('%s fits the embedded CMS limits', (_name, document) => {
    expect(validate(schema, document, [queryLimitsRule()]).map((error) => error.message)).toEqual([])
    expect(() => parse(print(document), { maxTokens: defaultQueryLimits.maxTokens })).not.toThrow()
    expect(document.definitions.some((definition) => definition.kind === Kind.OPERATION_DEFINITION)).toBe(
      true,
    )
  })

  it('lists every file that writes a document inline', () => {
    const writers = ['adapters', 'site'].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
        .map((file) => path.join(dir, file))
        .filter((file) => /\bparse\(`/.test(readFileSync(file, 'utf8'))),
    )
    // A new one must join `inline` above, so its document is checked against the limits too.
    expect(writers.sort()).toEqual(
      [
        'adapters/cms/get-catalogue-page.server.ts',
        'adapters/cms/get-entry-page.server.ts',
        'adapters/cms/get-product-details.server.ts',
        'adapters/cms/get-product-title.server.ts',
        'adapters/cms/list-catalogue.server.ts',
      ].sort(),
    )
  })
})
