import { type Locale, defaultLocale, localeCodes } from '#schema/locale'
import { type ContentStore, searchText } from './content-store.server'

/** An entry's title changed, as Craft would tell its webhook about the save. */
export type EditedEntry = { id: string; section: string; type: string; site: Locale; title: string }

/**
 * Changes an entry's title in one site, as an editor saving it in the control panel would: the
 * answers the CMS gives from now on (its title, search text, `dateUpdated`) show the change.
 * `entry` is an id, or a slug of either site; `site` defaults to the site the slug is from, else
 * the default one. Undefined when there is no such entry or it has no variant in that site.
 */
export function editEntryTitle(
  store: ContentStore,
  edit: { entry: string; title: string; site?: Locale | undefined },
): EditedEntry | undefined {
  const bySlug = (locale: Locale) =>
    store.entries.find((candidate) => candidate.variants[locale]?.slug === edit.entry)
  const byId = store.entriesById.get(edit.entry)
  const slugSite = byId ? undefined : localeCodes.find((locale) => bySlug(locale) !== undefined)
  const entry =
    byId ?? (edit.site ? bySlug(edit.site) : undefined) ?? (slugSite ? bySlug(slugSite) : undefined)
  const site = edit.site ?? slugSite ?? defaultLocale
  const variant = entry?.variants[site]
  if (!entry || !variant) return undefined
  variant.title = edit.title
  variant.text.title = searchText(edit.title)
  entry.dateUpdated = new Date().toISOString()
  return { id: entry.id, section: entry.section, type: entry.type, site, title: edit.title }
}
