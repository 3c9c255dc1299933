import { describe, expect, it } from 'vitest'
import { QueueFull, boundedQueue } from './bounded-queue'

/** A job the test finishes by hand, and whether it has started. */
function job(log: string[], name: string) {
  let finish: () => void = () => undefined
  let fail: (error: Error) => void = () => undefined
  const done = new Promise<string>((resolve, reject) => {
    finish = () => resolve(name)
    fail = reject
  })
  const task = () => {
    log.push(name)
    return done
  }
  return { task, finish: () => finish(), fail: (error: Error) => fail(error) }
}

/** Lets the queue's promise chains run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve))

/** What a refused job threw. */
async function refusal(promise: Promise<unknown>): Promise<QueueFull> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  if (!(error instanceof QueueFull)) throw new Error(`expected QueueFull, got ${String(error)}`)
  return error
}

describe('the bounded queue', () => {
  it('runs at most `concurrency` jobs at once, the others in arrival order', async () => {
    const queue = boundedQueue({ concurrency: 2, runningPerKey: 2, perKey: 10, total: 10 })
    const started: string[] = []
    const jobs = ['a', 'b', 'c', 'd'].map((name) => job(started, name))
    const results = jobs.map((each, index) => queue.run(`key-${index}`, each.task))
    await settle()
    expect(started).toEqual(['a', 'b'])
    jobs[1]?.finish()
    await settle()
    expect(started).toEqual(['a', 'b', 'c'])
    jobs[0]?.finish()
    jobs[2]?.finish()
    jobs[3]?.finish()
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd'])
  })

  it("refuses a key's job past its share at once, while another key still gets a place", async () => {
    const queue = boundedQueue({ concurrency: 1, runningPerKey: 1, perKey: 2, total: 10 })
    const started: string[] = []
    const mine = [job(started, 'm1'), job(started, 'm2')]
    const running = mine.map((each) => queue.run('attacker', each.task))
    const refused = await refusal(queue.run('attacker', job(started, 'm3').task))
    expect(refused.scope).toBe('key')
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1)
    const other = job(started, 'victim')
    const victim = queue.run('victim', other.task)
    // The victim waits behind the attacker's two jobs only.
    for (const each of mine) {
      each.finish()
      await settle()
    }
    expect(started).toEqual(['m1', 'm2', 'victim'])
    other.finish()
    expect(await victim).toBe('victim')
    await Promise.all(running)
  })

  it('refuses any job past the total, and takes jobs again as places free up', async () => {
    const queue = boundedQueue({ concurrency: 1, runningPerKey: 1, perKey: 1, total: 3 })
    const started: string[] = []
    const jobs = ['a', 'b', 'c'].map((name) => job(started, name))
    const results = jobs.map((each, index) => queue.run(`key-${index}`, each.task))
    const refused = await refusal(queue.run('key-d', job(started, 'd').task))
    expect(refused.scope).toBe('total')
    jobs[0]?.fail(new Error('the job failed'))
    await expect(results[0]).rejects.toThrow('the job failed')
    // A failed job gives its places back too: its key and the total.
    const again = job(started, 'a-again')
    const retried = queue.run('key-0', again.task)
    jobs[1]?.finish()
    jobs[2]?.finish()
    await settle()
    again.finish()
    expect(await retried).toBe('a-again')
    expect(await Promise.all(results.slice(1))).toEqual(['b', 'c'])
  })

  it('counts a place from when it is taken, before its job runs, until it is left', () => {
    const queue = boundedQueue({ concurrency: 2, runningPerKey: 1, perKey: 2, total: 3 })
    const first = queue.enter('attacker')
    queue.enter('attacker')
    expect(() => queue.enter('attacker')).toThrow(QueueFull)
    queue.enter('neighbour')
    expect(() => queue.enter('victim')).toThrow(expect.objectContaining({ scope: 'total' }))
    first.leave()
    first.leave()
    // Leaving twice gave back one place, not two.
    queue.enter('victim')
    expect(() => queue.enter('another')).toThrow(expect.objectContaining({ scope: 'total' }))
  })

  it("runs one key's jobs one at a time, so another key's job takes the other slot at once", async () => {
    const queue = boundedQueue({ concurrency: 2, runningPerKey: 1, perKey: 4, total: 10 })
    const started: string[] = []
    const attacker = ['a1', 'a2', 'a3'].map((name) => job(started, name))
    const flood = attacker.map((each) => queue.run('attacker', each.task))
    await settle()
    expect(started).toEqual(['a1'])
    const victim = job(started, 'victim')
    const login = queue.run('victim', victim.task)
    await settle()
    expect(started).toEqual(['a1', 'victim'])
    victim.finish()
    expect(await login).toBe('victim')
    // The attacker's next job waits for its first, not for the slot the victim left.
    await settle()
    expect(started).toEqual(['a1', 'victim'])
    for (const each of attacker) {
      each.finish()
      await settle()
    }
    expect(started).toEqual(['a1', 'victim', 'a2', 'a3'])
    await Promise.all(flood)
  })
})
