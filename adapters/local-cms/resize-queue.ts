/** Thrown by `ResizeQueue.run` when the waiting line is full: answer with a stand-in copy at once. */
export class ResizeQueueFull extends Error {
  constructor() {
    super('The image resize queue is full')
  }
}

export type ResizeQueue = {
  /** Runs `task` once fewer than `concurrency` run; throws `ResizeQueueFull` if the line is full. */
  run<T>(task: () => Promise<T>): Promise<T>
  /** Tasks running and waiting now (tests, logs). */
  size(): { running: number; waiting: number }
}

/**
 * A bounded queue for image resizes (docs/security.md). Resizes run on libuv's thread pool,
 * which static files (fs), password hashing and DNS share: `concurrency` 1 leaves the other
 * threads to them, and a waiting line of `maxWaiting` bounds the memory and the wait; past it a
 * resize is refused at once instead of queued behind minutes of work.
 */
export function createResizeQueue(options: { concurrency: number; maxWaiting: number }): ResizeQueue {
  let running = 0
  const waiting: (() => void)[] = []

  const startNext = () => {
    if (running >= options.concurrency) return
    const next = waiting.shift()
    if (next) next()
  }

  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= options.concurrency && waiting.length >= options.maxWaiting)
        return Promise.reject(new ResizeQueueFull())
      return new Promise<T>((resolve, reject) => {
        const start = () => {
          running += 1
          task()
            .then(resolve, reject)
            .finally(() => {
              running -= 1
              startNext()
            })
        }
        if (running < options.concurrency) start()
        else waiting.push(start)
      })
    },
    size: () => ({ running, waiting: waiting.length }),
  }
}
