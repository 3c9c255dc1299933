import { createServer, type Server, type Socket } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { freePort } from '#tools/testing/free-port'
import { type LoggedLine, recordingLog } from '#tools/testing/recording-log'
import { connectRedis } from './redis-client.server'

// A fresh instance's first requests used to find its Redis connection still connecting, and with
// no offline queue they counted in the instance's own memory: a burst at start-up was not shared.
// connectRedis now resolves once the connection is ready, or has failed, or after a bound.

const redisUrl = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379'
const use = { whileDown: 'counts stay in memory', whenBack: 'counts are shared again' }

const opened: { disconnect(): void }[] = []
afterEach(() => {
  for (const redis of opened.splice(0)) redis.disconnect()
})

describe('connectRedis', () => {
  it('resolves with a ready connection: the first command runs in Redis', async () => {
    const lines: LoggedLine[] = []
    const redis = await connectRedis(redisUrl, recordingLog(lines), use)
    opened.push(redis)
    expect(redis.status).toBe('ready')
    expect(await redis.ping()).toBe('PONG')
    expect(lines).toEqual([])
  })

  it('resolves when Redis refuses the connection, having said once that it is unreachable', async () => {
    const lines: LoggedLine[] = []
    const started = performance.now()
    const redis = await connectRedis(
      `redis://127.0.0.1:${await freePort()}`,
      recordingLog(lines),
      use,
      10_000,
    )
    opened.push(redis)
    expect(performance.now() - started).toBeLessThan(5_000)
    expect(lines.map((line) => line.level)).toEqual(['warn'])
    expect(lines[0]?.message).toBe('Redis is unreachable: counts stay in memory')
  })

  it('does not hold start-up longer than its bound for a Redis that accepts and never answers', async () => {
    const held = new Set<Socket>()
    const silent: Server = createServer((socket) => held.add(socket))
    await new Promise<void>((listening) => silent.listen(0, '127.0.0.1', listening))
    const address = silent.address()
    const port = typeof address === 'object' && address ? address.port : 0
    try {
      const started = performance.now()
      const redis = await connectRedis(`redis://127.0.0.1:${port}`, recordingLog([]), use, 300)
      opened.push(redis)
      expect(performance.now() - started).toBeGreaterThanOrEqual(250)
      expect(redis.status).not.toBe('ready')
    } finally {
      for (const socket of held) socket.destroy()
      await new Promise((closed) => silent.close(closed))
    }
  })
})
