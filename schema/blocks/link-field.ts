import * as t from 'io-ts'
import { cmsField } from '#schema/blocks/cms-field'
import { noUrl } from '#schema/safe-url'
import { SafeUrl } from '#schema/safe-url-codec'

/**
 * A Link field (Craft 5's `LinkData` in the SDL, its `label` read as `text`): where it goes (a
 * `SafeUrl`: never `javascript:`) and what it says. Every part is text, `''` when empty; `target`
 * is `_blank` for links that open a new tab.
 */
export const LinkField = t.exact(
  t.type({
    url: SafeUrl,
    text: cmsField.text(),
    title: cmsField.text(),
    /** entry, url, asset, email or phone */
    type: cmsField.text(),
    target: cmsField.text(),
  }),
  'LinkField',
)
export type LinkField = t.TypeOf<typeof LinkField>

/** The GraphQL selection for a link field. */
export const linkSelection = 'url text: label title type target'

export const emptyLink: LinkField = { url: noUrl, text: '', title: '', type: '', target: '' }
