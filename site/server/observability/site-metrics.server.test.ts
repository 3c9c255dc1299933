import { describe, expect, it } from 'vitest'
import { createSiteMetrics } from './site-metrics.server'

// Two servers in one process (the tests start many): each counts its own requests, and each
// scrape carries the process's figures, collected once for the process.

describe('the metrics of two servers in one process', () => {
  it('count apart, and both carry the process figures', async () => {
    const first = createSiteMetrics()
    const second = createSiteMetrics()
    first.requestServed('page', 200, 0.01)
    first.requestServed('page', 200, 0.02)
    second.requestServed('page', 200, 0.03)

    const [one, two] = await Promise.all([first.registry.metrics(), second.registry.metrics()])
    expect(one).toContain('fast_http_requests_total{kind="page",status="200"} 2')
    expect(two).toContain('fast_http_requests_total{kind="page",status="200"} 1')
    for (const scrape of [one, two]) {
      expect(scrape).toMatch(/^nodejs_eventloop_lag_seconds \d/m)
      expect(scrape).toMatch(/^process_resident_memory_bytes \d/m)
    }
  })
})
