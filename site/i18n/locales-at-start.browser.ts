/*
 * In the browser no dictionary is loaded at start: entry.client.tsx loads the page's language
 * before hydrating, and the locale layout's clientLoader (site/layouts/locale.tsx) loads the other
 * before a page in it is shown. Each is one small chunk; a phone that reads Italian pages never
 * downloads the English strings (docs/architecture.md, Performance).
 */
export {}
