import { stemmer as englishStemmer } from '@orama/stemmers/english'
import { stemmer as italianStemmer } from '@orama/stemmers/italian'
import { stopwords as englishStopwords } from '@orama/stopwords/english'
import { stopwords as italianStopwords } from '@orama/stopwords/italian'
import type { Locale } from '#schema/locale'

const stemmers: Record<Locale, (word: string) => string> = { it: italianStemmer, en: englishStemmer }
const stopwords: Record<Locale, ReadonlySet<string>> = {
  it: new Set(italianStopwords),
  en: new Set(englishStopwords),
}

/** The words of a text with where each starts: letters and digits of any script, no punctuation. */
export function wordsOf(text: string): { word: string; start: number }[] {
  return [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((match) => ({ word: match[0], start: match.index }))
}

/** Whether a word is a stop word of a language ("di", "the"): it says nothing of what is sought. */
export function isStopword(word: string, locale: Locale): boolean {
  return stopwords[locale].has(word.toLowerCase())
}

/**
 * The index term of a word in a language (decision 046): lower case, its Snowball stem, without
 * accents, so "Lettini", "lettino" and "lettinò" meet; a stop word has none (undefined) unless
 * `keepStopwords`. The same function reads documents and queries.
 */
export function termOf(word: string, locale: Locale, keepStopwords = false): string | undefined {
  const lower = word.toLowerCase()
  if (!keepStopwords && stopwords[locale].has(lower)) return undefined
  const term = stemmers[locale](lower)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
  return term === '' ? undefined : term
}
