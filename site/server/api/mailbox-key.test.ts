import { describe, expect, it } from 'vitest'
import { mailboxKey } from './mailbox-key'

describe('mailboxKey', () => {
  it('keys tagged and capitalised spellings of one inbox alike', () => {
    expect(mailboxKey('anna@example.com')).toBe('anna@example.com')
    expect(mailboxKey('Anna+offers@Example.COM')).toBe('anna@example.com')
    expect(mailboxKey('ANNA+a+b@example.com')).toBe('anna@example.com')
    expect(mailboxKey(' anna+1@example.com ')).toBe('anna@example.com')
  })

  it('keeps inboxes that differ apart', () => {
    expect(mailboxKey('anna.rossi@example.com')).not.toBe(mailboxKey('anna@example.com'))
    expect(mailboxKey('anna@example.org')).not.toBe(mailboxKey('anna@example.com'))
  })
})
