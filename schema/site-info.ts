import * as t from 'io-ts'
import { nullable } from './nullable'
import { SafeUrl } from './safe-url-codec'

/**
 * Site info (spec 3): favicon, title and description of one site; the picture pages without one
 * share (og:image), and a description per screen without an entry of its own (lists, stores, the
 * reserved area), so no two pages share the site's description.
 */
export const SiteInfo = t.type({
  plainTitle: nullable(t.string, ''),
  plainDescription: nullable(t.string, ''),
  fieldImage: nullable(t.array(t.type({ url: SafeUrl, mimeType: nullable(t.string, '') })), []),
  shareImage: nullable(t.array(t.type({ url: SafeUrl, alt: nullable(t.string, '') })), []),
  screenDescriptions: nullable(
    t.array(t.type({ screen: nullable(t.string, ''), description: nullable(t.string, '') })),
    [],
  ),
})
export type SiteInfo = t.TypeOf<typeof SiteInfo>

export const SiteInfoAnswer = t.type({
  globalSet: nullable(SiteInfo, {
    plainTitle: '',
    plainDescription: '',
    fieldImage: [],
    shareImage: [],
    screenDescriptions: [],
  }),
})
