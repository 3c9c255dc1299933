import autocannon from 'autocannon'

/** One autocannon run's figures, with percentiles over every answer (autocannon has no p95). */
export type LoadFigures = {
  requests: number
  requestsPerSecond: number
  latencyP50Ms: number
  latencyP95Ms: number
  latencyP99Ms: number
  /** Answers by status code ("200": 1234, "429": 3). */
  statuses: Record<string, number>
  non2xx: number
  /** Connection errors and timeouts (no answer at all). */
  errors: number
  timeouts: number
}

export type LoadOptions = Pick<
  autocannon.Options,
  'url' | 'connections' | 'duration' | 'requests' | 'headers' | 'overallRate' | 'method' | 'body'
>

/** Runs autocannon and measures every answer's latency and status itself. */
export function runLoad(options: LoadOptions): Promise<LoadFigures> {
  const times: number[] = []
  const statuses: Record<string, number> = {}
  return new Promise((resolve, reject) => {
    const instance = autocannon({ timeout: 10, ...options }, (error: unknown, result) => {
      if (error)
        return reject(
          error instanceof Error ? error : new Error(`autocannon failed: ${JSON.stringify(error)}`),
        )
      times.sort((left, right) => left - right)
      const seconds = Number(options.duration ?? 10)
      resolve({
        requests: times.length,
        requestsPerSecond: times.length / seconds,
        latencyP50Ms: percentile(times, 0.5),
        latencyP95Ms: percentile(times, 0.95),
        latencyP99Ms: percentile(times, 0.99),
        statuses,
        non2xx: result.non2xx,
        errors: result.errors,
        timeouts: result.timeouts,
      })
    })
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      times.push(responseTime)
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1
    })
  })
}

/** Nearest-rank percentile of ascending `sorted`. */
export function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN
}
