import type { APIRequestContext } from '@playwright/test'

export type JsonLdNode = Record<string, unknown>

/**
 * The JSON-LD a page serves, as a crawler reads it from the server's HTML (no JavaScript): each
 * `<script type="application/ld+json">` parsed, `@graph` items lifted out, with the raw bodies so
 * a test can check how they were escaped.
 */
export async function jsonLdOf(
  request: APIRequestContext,
  path: string,
): Promise<{ nodes: JsonLdNode[]; bodies: string[] }> {
  const answer = await request.get(path)
  if (answer.status() !== 200) throw new Error(`${path} answered ${answer.status()}`)
  const html = await answer.text()
  const bodies = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, body = '']) => body,
  )
  const nodes: JsonLdNode[] = []
  for (const body of bodies) {
    const parsed: unknown = JSON.parse(body)
    if (!isNode(parsed)) throw new Error(`${path}: a JSON-LD block is not an object`)
    const graph = parsed['@graph']
    if (Array.isArray(graph)) nodes.push(...graph.filter(isNode))
    else nodes.push(parsed)
  }
  return { nodes, bodies }
}

export function isNode(value: unknown): value is JsonLdNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
