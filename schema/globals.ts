import * as t from 'io-ts'
import { SafeHtml } from './blocks/safe-html'
import { nullable } from './nullable'
import { SafeUrl } from './safe-url-codec'

/** At most one navigation menu per footer block (spec 5 and 9). */
const OneMenu = new t.Type<{ navName: string; navHandle: string }[], unknown, unknown>(
  'AtMostOneMenu',
  (value): value is { navName: string; navHandle: string }[] => Array.isArray(value) && value.length <= 1,
  (value, context) => {
    if (value === null || value === undefined) return t.success([])
    const decoded = t
      .array(t.type({ navName: nullable(t.string, ''), navHandle: t.string }))
      .validate(value, context)
    if (decoded._tag === 'Left') return decoded
    return decoded.right.length <= 1
      ? t.success(decoded.right)
      : t.failure(value, context, 'a footer block holds at most one navigation menu')
  },
  (value) => value,
)

/** A footer block: rich text or one navigation menu (spec 2, Footer). */
export const FooterBlock = t.type({
  id: t.union([t.string, t.number]),
  typeHandle: t.string,
  fieldTextContent: SafeHtml,
  fieldNavigationMenu: OneMenu,
})
export type FooterBlock = t.TypeOf<typeof FooterBlock>

export const socialKinds = [
  'linkedin',
  'instagram',
  'vimeo',
  'youtube',
  'twitter',
  'facebook',
  'pinterest',
] as const
export const SocialKind = t.keyof({
  linkedin: null,
  instagram: null,
  vimeo: null,
  youtube: null,
  twitter: null,
  facebook: null,
  pinterest: null,
})
export type SocialKind = t.TypeOf<typeof SocialKind>

export const SocialLink = t.type({ typeHandle: SocialKind, fieldLink: t.type({ url: SafeUrl }) })
export type SocialLink = t.TypeOf<typeof SocialLink>

/** One global set of the Globals answer; which fields it carries depends on its handle. */
export const GlobalSet = t.intersection([
  t.type({ handle: t.string }),
  t.partial({
    footerContent: nullable(t.array(FooterBlock), []),
    socials: nullable(t.array(SocialLink), []),
    name: nullable(t.string, ''),
    contentManager: nullable(t.string, ''),
  }),
])

export const GlobalsAnswer = t.type({ globalSets: nullable(t.array(GlobalSet), []) })

/** The decoded globals of one site (spec 3, Global settings). */
export type Globals = {
  footers: FooterBlock[][]
  socials: SocialLink[]
  productName: string
}

/** Gathers the Globals answer into footers 1 to 4, socials and the product name. */
export function toGlobals(answer: t.TypeOf<typeof GlobalsAnswer>): Globals {
  const byHandle = new Map(answer.globalSets.map((set) => [set.handle, set]))
  return {
    footers: ['footer1', 'footer2', 'footer3', 'footer4'].map(
      (handle) => byHandle.get(handle)?.footerContent ?? [],
    ),
    socials: byHandle.get('socials')?.socials ?? [],
    productName: byHandle.get('infoProduct')?.name ?? '',
  }
}
