import { performance } from 'node:perf_hooks'

/**
 * How many jobs run at once, in all and of one key, and how many places one key and all keys
 * may hold.
 */
export type QueueBounds = { concurrency: number; runningPerKey: number; perKey: number; total: number }

/**
 * A place turned away: its key already holds `perKey` places (`scope: 'key'`), or the queue holds
 * `total` (`scope: 'total'`). `retryAfterSeconds` is how long the jobs ahead should take.
 */
export class QueueFull extends Error {
  constructor(
    readonly scope: 'key' | 'total',
    readonly retryAfterSeconds: number,
  ) {
    super(scope === 'key' ? 'This key holds all the places it may in the queue' : 'The queue is full')
    this.name = 'QueueFull'
  }
}

/** A place in the queue: its jobs run one after the other, each at its turn, until it is left. */
export type QueuePlace = {
  /** Runs `task` when a running slot is free, in arrival order with every other place's jobs. */
  run<T>(task: () => Promise<T>): Promise<T>
  /** Gives the place back; again is harmless. */
  leave(): void
}

export type BoundedQueue = {
  /** Takes a place for `key` at once, or throws QueueFull. Leave it when done. */
  enter(key: string): QueuePlace
  /** One job in a place of its own. */
  run<T>(key: string, task: () => Promise<T>): Promise<T>
}

/**
 * A first-come first-served queue that runs at most `concurrency` jobs at once, at most
 * `runningPerKey` of one key, and refuses a place past its key's share or past the total, instead
 * of making it, and everyone behind it, wait. A job therefore never waits behind more than
 * `perKey` places of any one other key, nor more than `total` in all, and one key never holds
 * every running slot (decision 035: one address's burst of logins delayed everyone's). A place is
 * taken before the work that leads to the job (limits, a lookup), so a request past its share is
 * refused before it costs anything.
 *
 * @example
 * const queue = boundedQueue({ concurrency: 2, runningPerKey: 1, perKey: 4, total: 32 })
 * const hashed = await queue.run(addressKey(ip), () => hash(password))
 */
export function boundedQueue(bounds: QueueBounds, options: { expectedMs?: number } = {}): BoundedQueue {
  let running = 0
  let places = 0
  const waiting: Array<{ key: string; start: () => void }> = []
  const held = new Map<string, number>()
  const runningOf = new Map<string, number>()
  // A running mean of a job's time, for Retry-After: how long the places ahead take to drain.
  let meanMs = options.expectedMs ?? 50
  const retryAfter = () => Math.max(1, Math.ceil((places * meanMs) / bounds.concurrency / 1000))
  const mayRun = (key: string) => (runningOf.get(key) ?? 0) < bounds.runningPerKey
  const start = (key: string) => {
    running += 1
    runningOf.set(key, (runningOf.get(key) ?? 0) + 1)
  }
  const finish = (key: string) => {
    running -= 1
    const others = (runningOf.get(key) ?? 1) - 1
    if (others > 0) runningOf.set(key, others)
    else runningOf.delete(key)
    // The first in line whose key may run takes the free slot: a key at its running share
    // waits without holding up the keys behind it.
    const next = waiting.findIndex((job) => mayRun(job.key))
    if (next < 0) return
    const [job] = waiting.splice(next, 1)
    if (!job) return
    start(job.key)
    job.start()
  }
  const turn =
    (key: string) =>
    async <T>(task: () => Promise<T>): Promise<T> => {
      if (running < bounds.concurrency && mayRun(key)) start(key)
      else await new Promise<void>((resolve) => waiting.push({ key, start: resolve }))
      const started = performance.now()
      try {
        return await task()
      } finally {
        meanMs = 0.8 * meanMs + 0.2 * (performance.now() - started)
        finish(key)
      }
    }
  const enter = (key: string): QueuePlace => {
    const mine = held.get(key) ?? 0
    if (mine >= bounds.perKey) throw new QueueFull('key', retryAfter())
    if (places >= bounds.total) throw new QueueFull('total', retryAfter())
    held.set(key, mine + 1)
    places += 1
    let left = false
    return {
      run: turn(key),
      leave() {
        if (left) return
        left = true
        places -= 1
        const others = (held.get(key) ?? 1) - 1
        if (others > 0) held.set(key, others)
        else held.delete(key)
      },
    }
  }
  return {
    enter,
    async run(key, task) {
      const place = enter(key)
      try {
        return await place.run(task)
      } finally {
        place.leave()
      }
    },
  }
}
