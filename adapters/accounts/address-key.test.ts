import { describe, expect, it } from 'vitest'
import { addressKey, addressKeyOf } from './address-key'

describe('the key an address is rate-limited by', () => {
  it('keeps IPv4 addresses, also IPv6-mapped ones', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7')
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
  })

  it('gives every address of one IPv6 /64 the same key, however it is written', () => {
    const keys = ['2001:db8:1:2::1', '2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:DB8:1:2:a::b%eth0'].map(
      addressKey,
    )
    expect(new Set(keys)).toEqual(new Set(['2001:db8:1:2::/64']))
    expect(addressKey('2001:db8:1:3::1')).not.toBe(keys[0])
    expect(addressKey('::1')).toBe('0:0:0:0::/64')
    expect(addressKey('2001:db8::')).toBe('2001:db8:0:0::/64')
  })

  it('gives a key its own key, so a key passed on is not changed', () => {
    for (const ip of ['203.0.113.7', '::ffff:203.0.113.7', '2001:db8:1:2:aaaa::1', '::1', 'unknown'])
      expect(addressKey(addressKey(ip))).toBe(addressKey(ip))
  })

  it("keys a request by Express's address, else its socket's", () => {
    const socket = { remoteAddress: '2001:db8:9:9::5' }
    expect(addressKeyOf({ ip: '2001:db8:1:2::77', socket })).toBe('2001:db8:1:2::/64')
    expect(addressKeyOf({ socket })).toBe('2001:db8:9:9::/64')
    expect(addressKeyOf({ socket: {} })).toBe('unknown')
  })

  it('passes anything else through', () => {
    expect(addressKey('unknown')).toBe('unknown')
  })
})
