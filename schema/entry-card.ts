import * as t from 'io-ts'
import { ImageField } from './asset'
import { SafeHtml } from './blocks/safe-html'
import { nullable } from './nullable'

/** An entry as a card in a list (spec 3, generic section entries). */
export const EntryCard = t.type({
  id: t.union([t.string, t.number]),
  title: nullable(t.string, ''),
  slug: t.string,
  sectionHandle: t.string,
  postDate: nullable(t.string, ''),
  fieldTextContent: SafeHtml,
  fieldImage: ImageField,
})
export type EntryCard = t.TypeOf<typeof EntryCard>

export const EntryListAnswer = t.type({ entries: nullable(t.array(EntryCard), []) })
