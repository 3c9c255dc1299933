import { randomBytes } from 'node:crypto'

/** The secrets a site that takes CMS webhooks and editors' writes is started with: fresh per test file. */
export function publishingSecrets(): { CMS_WEBHOOK_SECRET: string; CMS_WRITE_TOKEN: string } {
  return {
    CMS_WEBHOOK_SECRET: randomBytes(48).toString('base64'),
    CMS_WRITE_TOKEN: randomBytes(48).toString('base64'),
  }
}

/** A page as a visitor got it: whether a page cache answered, its surrogate keys, its HTML. */
export type VisitedPage = { status: number; cache: string | null; keys: string[]; html: string }

export async function visit(origin: string, path: string): Promise<VisitedPage> {
  const response = await fetch(`${origin}${path}`)
  const xkey = response.headers.get('xkey')
  return {
    status: response.status,
    cache: response.headers.get('x-html-cache'),
    keys: xkey ? xkey.split(' ') : [],
    html: await response.text(),
  }
}

/** Visits a page until a page cache answers it (the first visit renders and keeps it). */
export async function cached(origin: string, path: string): Promise<VisitedPage> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const page = await visit(origin, path)
    if (page.cache === 'hit') return page
  }
  throw new Error(`${path} was never answered from a page cache`)
}

/** One series of a Prometheus scrape (`name{labels}`), 0 when absent. */
export async function scraped(metricsUrl: string, series: string): Promise<number> {
  const text = await (await fetch(metricsUrl)).text()
  for (const line of text.split('\n'))
    if (line.startsWith(`${series} `)) return Number(line.slice(series.length + 1))
  return 0
}

/**
 * Fails, saying so, when Redis does not answer at `url`: a test of the Redis deployment runs on
 * this machine's Redis (TEST_REDIS_URL elsewhere) and never skips.
 */
export async function assertRedisAnswers(url: string): Promise<void> {
  const { Redis } = await import('ioredis')
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: 2_000 })
  try {
    await redis.connect()
    await redis.ping()
  } catch (error) {
    throw new Error(
      `Redis at ${url} does not answer (${error instanceof Error ? error.message : String(error)}): start it, or set TEST_REDIS_URL`,
      { cause: error },
    )
  } finally {
    redis.disconnect()
  }
}

/**
 * Asks for `url` every `everyMs` (10) until its body contains `text`: the ms from `since` (a
 * `performance.now()`, taken when the edit started) to that answer. Throws past `giveUpMs` (30 s).
 */
export async function untilShows(
  url: string,
  text: string,
  options: { since: number; everyMs?: number; giveUpMs?: number },
): Promise<number> {
  const giveUpMs = options.giveUpMs ?? 30_000
  for (;;) {
    const response = await fetch(url)
    if ((await response.text()).includes(text)) return performance.now() - options.since
    if (performance.now() - options.since > giveUpMs)
      throw new Error(`"${text}" did not show on ${url} in ${giveUpMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, options.everyMs ?? 10))
  }
}
