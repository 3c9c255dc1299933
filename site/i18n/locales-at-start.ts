import { loadAllLocales } from './i18n-util.sync'

/*
 * The server renders pages in both languages, so it has both dictionaries from the start. The
 * browser build takes ./locales-at-start.browser instead (package.json `imports`, `browser`
 * condition): a visitor's browser loads only the language of the page (docs/architecture.md,
 * Performance).
 */
loadAllLocales()
