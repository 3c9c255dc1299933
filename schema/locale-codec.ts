import * as t from 'io-ts'
import type { Locale as LocaleCode } from './locale'

/** A locale code (spec 2, Locales), decoded; the constants are in ./locale. */
export const Locale = t.keyof({ it: null, en: null })
export type Locale = t.TypeOf<typeof Locale>

// The codec and ./locale's type name the same languages: one added on one side only does not compile.
const sameLanguages: [Record<Locale, null>, Record<LocaleCode, null>] = [Locale.keys, Locale.keys]
void sameLanguages
