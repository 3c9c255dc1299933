import type { RequestHandler } from 'express'

/** A dependency the site needs to serve everything: its name and how to ask whether it answers. */
export type ReadinessCheck = { name: string; check: () => Promise<void> }

/** How long one check may take before its dependency counts as down. */
const checkTimeoutMs = 3_000

/**
 * `GET /readyz` (docs/security.md): whether this instance can serve everything, for a load
 * balancer or an orchestrator's readiness probe. Each dependency is asked at once (the accounts
 * database with a trivial query, the CMS with a trivial GraphQL query); the answer names each
 * one's state, 200 when all answer, else 503 with Retry-After. `/healthz` stays the liveness
 * probe: it says the process serves, whatever its dependencies do, so an outage elsewhere never
 * gets healthy instances restarted.
 *
 * @example
 * app.get('/readyz', readiness(() => [{ name: 'database', check: () => database.ping() }]))
 */
export function readiness(checks: () => readonly ReadinessCheck[]): RequestHandler {
  return async (_request, response) => {
    const results = await Promise.all(
      checks().map(async ({ name, check }) => [name, (await answers(check)) ? 'up' : 'down'] as const),
    )
    const ready = results.every(([, state]) => state === 'up')
    response.set('Cache-Control', 'no-store')
    if (!ready) response.set('Retry-After', '30')
    response
      .status(ready ? 200 : 503)
      .json({ status: ready ? 'ready' : 'unavailable', checks: Object.fromEntries(results) })
  }
}

async function answers(check: () => Promise<void>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), checkTimeoutMs)
  })
  try {
    return await Promise.race([check().then(() => true as const), timeout])
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}

/**
 * Asks the CMS's GraphQL endpoint for `__typename` with the site's token: any valid GraphQL
 * answer means the CMS is reachable and takes the token.
 */
export function cmsAnswers(url: string, token: string): () => Promise<void> {
  return async () => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: '{ __typename }' }),
      signal: AbortSignal.timeout(checkTimeoutMs),
    })
    const body: unknown = await response.json()
    if (!response.ok || typeof body !== 'object' || body === null || !('data' in body))
      throw new Error(`the CMS answered ${response.status}`)
  }
}
