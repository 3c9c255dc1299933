import * as t from 'io-ts'
import { nullable } from './nullable'
import { SafeUrl } from './safe-url'

/** Site info (spec 3): favicon, title and description of one site. */
export const SiteInfo = t.type({
  plainTitle: nullable(t.string, ''),
  plainDescription: nullable(t.string, ''),
  fieldImage: nullable(t.array(t.type({ url: SafeUrl, mimeType: nullable(t.string, '') })), []),
})
export type SiteInfo = t.TypeOf<typeof SiteInfo>

export const SiteInfoAnswer = t.type({
  globalSet: nullable(SiteInfo, { plainTitle: '', plainDescription: '', fieldImage: [] }),
})
