import type { CmsChange } from './cms-change'
import type { PurgeOrder } from './purge-order'
import { anyCategoryKey, anyEntryKey, categoryKey, entryKey, groupKey, sectionKey } from './surrogate-keys'

/**
 * The keys a CMS change purges. An entry: its own key, its section's lists (a save may add it to
 * a list, or take it out, or change its place) and the lists over every section; a category
 * likewise with its group. The sitemap's key when an entry or category is added or removed. A
 * global set: `site-info` for siteInfo, else `globals`; a navigation node: `navigation`. An asset
 * purges everything: pages name no asset ids (answer-keys.ts).
 */
export function purgeOrderOf(change: CmsChange): PurgeOrder {
  const handle = change.section ?? undefined
  const addedOrRemoved = change.event !== 'afterSave' || change.isNew === true
  const sitemap = addedOrRemoved ? ['sitemap'] : []
  switch (change.type) {
    case 'entry':
      return order([entryKey(change.id), ...(handle ? [sectionKey(handle)] : []), anyEntryKey, ...sitemap])
    case 'category':
      return order([
        categoryKey(change.id),
        ...(handle ? [groupKey(handle)] : []),
        anyCategoryKey,
        ...sitemap,
      ])
    case 'globalset':
      return order(
        handle === undefined ? ['globals', 'site-info'] : [handle === 'siteInfo' ? 'site-info' : 'globals'],
      )
    case 'node':
      return order(['navigation'])
    case 'asset':
      return { keys: [], everything: true }
  }
}

function order(keys: string[]): PurgeOrder {
  return { keys: [...new Set(keys)], everything: false }
}
