import { describe, expect, it } from 'vitest'
import { publicationDate } from './publication-date'

describe('publicationDate', () => {
  it('writes the day, the month in words and the year in each language', () => {
    expect(publicationDate('2025-02-18T09:00:00+00:00', 'it')).toBe('18 febbraio 2025')
    expect(publicationDate('2025-02-18T09:00:00+00:00', 'en')).toBe('18 February 2025')
  })

  it('reads the date on the Italian calendar, whatever the server clock says', () => {
    expect(publicationDate('2025-12-31T23:30:00+00:00', 'en')).toBe('1 January 2026')
  })

  it('gives nothing for an empty or unreadable date', () => {
    expect(publicationDate('', 'it')).toBe('')
    expect(publicationDate('yesterday', 'en')).toBe('')
  })
})
