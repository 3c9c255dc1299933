import type { Locale } from '#schema/locale'
import type { MarkedText } from '#schema/search'
import { termOf, wordsOf } from './analyze-text'

/**
 * A text cut into parts, the words whose term is among `matched` marked, for highlighting.
 * With `maxLength`, an excerpt: it starts a little before the first matched word and ends with
 * an ellipsis when cut.
 */
export function markedText(
  text: string,
  matched: ReadonlySet<string>,
  locale: Locale,
  maxLength = Infinity,
): MarkedText {
  const words = wordsOf(text)
  const marked = words.filter(({ word }) => {
    const term = termOf(word, locale, true)
    return term !== undefined && matched.has(term)
  })
  const firstMark = marked[0]?.start ?? 0
  const from =
    text.length <= maxLength || firstMark < maxLength / 2 ? 0 : wordStartBefore(text, firstMark - 30)
  const to = Math.min(text.length, from + maxLength)
  const parts: MarkedText = []
  let at = from
  for (const { word, start } of marked) {
    if (start < from) continue
    if (start + word.length > to) break
    if (start > at) parts.push({ text: text.slice(at, start), marked: false })
    parts.push({ text: word, marked: true })
    at = start + word.length
  }
  if (at < to) parts.push({ text: text.slice(at, to), marked: false })
  if (from > 0) parts.unshift({ text: '… ', marked: false })
  if (to < text.length) parts.push({ text: ' …', marked: false })
  return parts
}

function wordStartBefore(text: string, index: number): number {
  const space = text.lastIndexOf(' ', Math.max(0, index))
  return space < 0 ? 0 : space + 1
}
