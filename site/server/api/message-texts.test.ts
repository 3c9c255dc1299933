import { describe, expect, it } from 'vitest'
import { messageKeys } from '#schema/account/message-code'
import en from '#site/i18n/en/index'
import it_ from '#site/i18n/it/index'

describe('the API message codes', () => {
  it('each have an Italian and an English text', () => {
    for (const key of new Set(Object.values(messageKeys))) {
      expect(it_.messages[key], `it ${key}`).toMatch(/\S/)
      expect(en.messages[key], `en ${key}`).toMatch(/\S/)
    }
  })
})
