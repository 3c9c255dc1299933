import type { SearchSection } from './search'

/** Where a search result leads; the site turns it into a path through its route table. */
export type SearchTarget =
  | { type: 'entry'; section: string; slug: string }
  | { type: 'category'; group: string; slug: string }
  | { type: 'download'; assetId: string }
  | { type: 'store'; name: string }
  | { type: 'screen'; screen: string }

/**
 * One thing a visitor can reach, as the site's search index holds it (decision 046): its kind
 * (the group it is shown in), its words by weight (title above lead above body) and its target.
 * `rank` lifts a document among equals (a flagship store above a dealer); 1 is neutral.
 */
export type SearchDocument = {
  id: string
  kind: SearchSection
  title: string
  lead: string
  body: string
  target: SearchTarget
  rank: number
}
