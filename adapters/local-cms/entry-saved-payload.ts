import type { CmsChange } from '#schema/cms-change'
import type { EditedEntry } from './edit-entry-title.server'

/**
 * The payload Craft's Webhooks plugin sends after an entry's save, with the custom payload
 * template of docs/operations.md: event, id, type, section, site, isNew.
 */
export function entrySavedPayload(edited: EditedEntry): CmsChange {
  return {
    event: 'afterSave',
    id: edited.id,
    type: 'entry',
    section: edited.section,
    site: edited.site,
    isNew: false,
  }
}
