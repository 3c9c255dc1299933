import * as t from 'io-ts'
import { nullable } from './nullable'

/** The same entry in another site (spec 1): its siteId and slug make the language switch link. */
export const Localized = t.type({ siteId: t.number, slug: nullable(t.string, '') })
export type Localized = t.TypeOf<typeof Localized>
