import { describe, expect, it } from 'vitest'
import type { SearchDocument } from '#schema/search-document'
import { markedText } from './marked-text'
import { buildSearchIndex } from './search-index'

function document(id: string, title: string, lead = '', body = ''): SearchDocument {
  return {
    id,
    kind: 'products',
    title,
    lead,
    body,
    target: { type: 'entry', section: 'products', slug: id },
    rank: 1,
  }
}

const italian = [
  document('lettino', 'Lettino Onda', 'Schienale regolabile.'),
  document('daybed', 'Daybed Maestrale', '', 'Lettini e chaise longue'),
  document('sauna', 'Sauna Aurora'),
  document('citta', 'Arredi per la città'),
  document('chi-siamo', 'Chi siamo', 'La nostra storia.'),
]

describe('buildSearchIndex', () => {
  it('finds a plural, a singular and a typo alike, the title above the body', async () => {
    const index = await buildSearchIndex(italian, 'it')
    for (const query of ['lettini', 'lettino', 'letino']) {
      expect(index.search(query, 5).map((hit) => hit.document.id)).toEqual(['lettino', 'daybed'])
    }
    expect(index.search('saune', 5).map((hit) => hit.document.id)).toEqual(['sauna'])
  })

  it('finds a word typed without its accent', async () => {
    const index = await buildSearchIndex(italian, 'it')
    expect(index.search('citta', 5).map((hit) => hit.document.id)).toEqual(['citta'])
  })

  it('finds a title made of stop words, and no stop word finds every lead', async () => {
    const index = await buildSearchIndex(italian, 'it')
    expect(index.search('chi siamo', 5).map((hit) => hit.document.id)).toEqual(['chi-siamo'])
    expect(index.search('la', 5).map((hit) => hit.document.id)).not.toContain('lettino')
  })

  it('stems English plurals', async () => {
    const index = await buildSearchIndex([document('shower', 'Aurora outdoor shower')], 'en')
    expect(index.search('showers', 5).map((hit) => hit.document.id)).toEqual(['shower'])
  })

  it('answers a long query of long words quickly: only its first 8 words are searched', async () => {
    const index = await buildSearchIndex(italian, 'it')
    const query = Array.from({ length: 40 }, (_, n) => `zzzzzzzzzzzz${n}`).join(' ')
    const started = performance.now()
    index.search(query, 200)
    expect(performance.now() - started).toBeLessThan(200)
  })
})

describe('markedText', () => {
  it('marks the words whose stem matched, keeping the text as it was written', () => {
    expect(markedText('Lettino Onda', new Set(['lettin']), 'it')).toEqual([
      { text: 'Lettino', marked: true },
      { text: ' Onda', marked: false },
    ])
  })

  it('cuts a long text around the first match, with ellipses', () => {
    const text = `${'parola '.repeat(40)}sauna ${'parola '.repeat(40)}`
    const parts = markedText(text, new Set(['saun']), 'it', 60)
    expect(parts[0]).toEqual({ text: '… ', marked: false })
    expect(parts).toContainEqual({ text: 'sauna', marked: true })
    expect(parts.at(-1)).toEqual({ text: ' …', marked: false })
  })
})
