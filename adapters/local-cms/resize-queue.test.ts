import { describe, expect, it } from 'vitest'
import { createResizeQueue, ResizeQueueFull } from './resize-queue'

function gate() {
  let open = () => {}
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { open, opened }
}

describe('the resize queue', () => {
  it('runs one task at a time, keeps a bounded line, and refuses past it at once', async () => {
    const queue = createResizeQueue({ concurrency: 1, maxWaiting: 2 })
    const first = gate()
    const order: string[] = []
    const task = (name: string, wait?: Promise<void>) => async () => {
      order.push(`start ${name}`)
      await wait
      order.push(`end ${name}`)
      return name
    }
    const a = queue.run(task('a', first.opened))
    const b = queue.run(task('b'))
    const c = queue.run(task('c'))
    await expect(queue.run(task('d'))).rejects.toBeInstanceOf(ResizeQueueFull)
    expect(queue.size()).toEqual({ running: 1, waiting: 2 })
    first.open()
    expect(await Promise.all([a, b, c])).toEqual(['a', 'b', 'c'])
    expect(order).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c'])
    expect(queue.size()).toEqual({ running: 0, waiting: 0 })
  })

  it('moves on after a task that fails', async () => {
    const queue = createResizeQueue({ concurrency: 1, maxWaiting: 1 })
    const failing = queue.run(() => Promise.reject(new Error('corrupt image')))
    const next = queue.run(() => Promise.resolve('ok'))
    await expect(failing).rejects.toThrow('corrupt image')
    expect(await next).toBe('ok')
  })
})
