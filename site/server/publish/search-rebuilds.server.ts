/**
 * Rebuilds of the search index after purges: a burst of changes is one rebuild, and a change that
 * comes while a rebuild runs gets one more after it (that rebuild may have read the old content).
 */
export function searchRebuilds(rebuild: () => Promise<void>, delayMs = 50): { schedule(): void } {
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
