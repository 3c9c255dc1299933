import { describe, expect, it } from 'vitest'
import { createPurgeLog } from './purge-log'

describe('the purge log', () => {
  it('tells work marked before a purge whether the purge named one of its keys', () => {
    const log = createPurgeLog()
    const mark = log.mark()
    log.record(new Set(['entry:1501', 'section:news']))
    expect(log.purgedSince(mark, new Set(['entry:1501', 'globals']))).toBe(true)
    expect(log.purgedSince(mark, new Set(['entry:10', 'globals']))).toBe(false)
    expect(log.purgedSince(log.mark(), new Set(['entry:1501']))).toBe(false)
  })

  it('answers "purged" for a mark older than the purges it remembers', () => {
    const log = createPurgeLog(2)
    const mark = log.mark()
    for (const id of [1, 2, 3]) log.record(new Set([`entry:${id}`]))
    expect(log.purgedSince(mark, new Set(['entry:99']))).toBe(true)
    expect(log.purgedSince(mark + 1, new Set(['entry:99']))).toBe(false)
  })
})
