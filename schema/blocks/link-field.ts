import * as t from 'io-ts'
import { cmsField } from '#schema/blocks/cms-field'

/**
 * A Link field (`LinkField` in the SDL): where it goes and what it says. Every part is text,
 * `''` when empty; `target` is `_blank` for links that open a new tab.
 */
export const LinkField = t.exact(
  t.type({
    url: cmsField.text(),
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
export const linkSelection = 'url text title type target'

export const emptyLink: LinkField = { url: '', text: '', title: '', type: '', target: '' }
