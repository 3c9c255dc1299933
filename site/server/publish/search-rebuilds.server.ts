/**
 * Rebuilds of the search index after purges: a burst of changes is one rebuild, and a change that
 * comes while a rebuild runs gets one more after it (that rebuild may have read the old content).
 * A second after the purge: a rebuild reads every entry of both sites and holds the CPU for some
 * 400 ms, which the renders of the pages just purged need more (bench:publish, p95 from 1.0 s to
 * 0.5-0.7 s on a loaded 2-core machine).
 */
export function searchRebuilds(rebuild: () => Promise<void>, delayMs = 1_000): { schedule(): void } {
  let waiting = false
  let running = false
  const run = async (): Promise<void> => {
    waiting = false
    running = true
    try {
      await rebuild()
    } finally {
      running = false
      if (waiting) later()
    }
  }
  const later = () => void setTimeout(() => void run(), delayMs).unref()
  return {
    schedule() {
      if (waiting) return
      waiting = true
      if (!running) later()
    },
  }
}
