import * as t from 'io-ts'
import { nullable } from './nullable'
import { SafeUrl } from './safe-url-codec'

const nodeFields = {
  id: t.union([t.string, t.number]),
  title: t.string,
  url: SafeUrl,
  /** `passive` nodes are plain text, not links (spec 2, Header). */
  type: nullable(t.string, 'custom'),
  newWindow: nullable(t.boolean, false),
}

/** A navigation node (spec 3) with its children. */
export const NavNode = t.type({
  ...nodeFields,
  children: nullable(t.array(t.type(nodeFields)), []),
})
export type NavNode = t.TypeOf<typeof NavNode>

/** The answer of the Navigation document. */
export const NavigationAnswer = t.type({ navigationNodes: nullable(t.array(NavNode), []) })
