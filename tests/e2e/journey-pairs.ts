import type { JourneySize } from '#tools/testing/site-journeys'

export type JourneyPair = { locale: 'it' | 'en'; size: JourneySize }

/**
 * For a journey walked with and without JavaScript, in both languages, at both sizes: the four
 * walks in which every pair of those values meets once (each language with and without JS, each
 * size with and without JS, each language at each size), where the whole product is eight
 * (decision 066). What a combination of three could break and no pair does, none of these
 * journeys has: JS decides who answers, the language the words, the size the layout.
 */
export function journeyPairs(javaScript: boolean): JourneyPair[] {
  return javaScript
    ? [
        { locale: 'it', size: 'phone' },
        { locale: 'en', size: 'desktop' },
      ]
    : [
        { locale: 'it', size: 'desktop' },
        { locale: 'en', size: 'phone' },
      ]
}
