import { readFileSync } from 'node:fs'
import path from 'node:path'
import * as t from 'io-ts'
import { decodeOrThrow } from '#schema/decode'
import type { Locale } from '#schema/locale'
import type { SearchResults } from '#schema/search'

/** One query of the evaluation set and the paths a visitor expects among its first results. */
const EvalQuery = t.type({ q: t.string, expected: t.array(t.string) })
export type EvalQuery = t.TypeOf<typeof EvalQuery>

/** How many hits of a group a visitor reads first: recall is counted within them. */
export const recallDepth = 5

/** The evaluation set of a language (`queries.<locale>.json`), written from the seed's titles. */
export function evalQueries(locale: Locale): EvalQuery[] {
  const file = path.join(import.meta.dirname, `queries.${locale}.json`)
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'))
  return decodeOrThrow(t.array(EvalQuery), parsed, file)
}

/** A path as one compares it: `+` and percent escapes read back, so either spelling matches. */
function comparable(link: string): string {
  return decodeURIComponent(link.replace(/\+/g, ' '))
}

/**
 * The share of expected results found among the first `recallDepth` hits of their group (the
 * results are grouped by kind, spec §2.6), over every query of a set; and the queries that
 * missed, with what they gave.
 */
export async function recallAtFive(
  queries: readonly EvalQuery[],
  resultsOf: (q: string) => Promise<SearchResults | null>,
): Promise<{ recall: number; misses: { q: string; missing: string[]; got: string[] }[] }> {
  let expected = 0
  let found = 0
  const misses: { q: string; missing: string[]; got: string[] }[] = []
  for (const query of queries) {
    const results = await resultsOf(query.q)
    const seen = new Set(
      (results?.groups ?? []).flatMap((group) =>
        group.hits.slice(0, recallDepth).map((hit) => comparable(hit.path)),
      ),
    )
    const missing = query.expected.filter((link) => !seen.has(comparable(link)))
    expected += query.expected.length
    found += query.expected.length - missing.length
    if (missing.length > 0) misses.push({ q: query.q, missing, got: [...seen] })
  }
  return { recall: expected === 0 ? 0 : found / expected, misses }
}
