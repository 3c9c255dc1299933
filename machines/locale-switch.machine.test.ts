import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startLocaleSwitch } from '#tools/testing/locale-switch-system'

const toEnglish = {
  type: 'SWITCH',
  locale: 'en',
  href: '/switch-locale?to=%2Fen%2Fabout-us',
  to: '/en/about-us',
} as const
const settle = () => vi.advanceTimersByTimeAsync(0)

describe('the locale switch machine', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('starts on the page locale, with no switch asked for', () => {
    const { actor } = startLocaleSwitch('it')
    expect(actor.getSnapshot().value).toBe('current')
    expect(actor.getSnapshot().context).toEqual({ locale: 'it', target: null })
  })

  it('asks the switch endpoint for the cookie, then loads the counterpart page', async () => {
    const { actor, requests, loads } = startLocaleSwitch('it')
    actor.send(toEnglish)
    expect(actor.getSnapshot().value).toBe('switching')
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(requests.map((request) => request.href)).toEqual([toEnglish.href])
    expect(loads).toEqual([])
    requests[0]?.resolve()
    await settle()
    expect(actor.getSnapshot().value).toBe('switched')
    expect(actor.getSnapshot().status).toBe('done')
    expect(loads).toEqual(['/en/about-us'])
  })

  it('ignores a second press while the cookie is being set', async () => {
    const { actor, requests } = startLocaleSwitch('it')
    actor.send(toEnglish)
    actor.send({ ...toEnglish, to: '/en' })
    expect(requests).toHaveLength(1)
    expect(actor.getSnapshot().context.target?.to).toBe('/en/about-us')
    requests[0]?.reject(new Error('offline'))
    await settle()
  })

  it('stays on the page when the request fails, and a new press tries again', async () => {
    const { actor, requests, loads } = startLocaleSwitch('it')
    actor.send(toEnglish)
    requests[0]?.reject(new TypeError('Failed to fetch'))
    await settle()
    expect(actor.getSnapshot().value).toBe('failed')
    expect(loads).toEqual([])
    actor.send(toEnglish)
    expect(actor.getSnapshot().value).toBe('switching')
    requests[1]?.resolve()
    await settle()
    expect(loads).toEqual(['/en/about-us'])
  })
})
