import { readFileSync } from 'node:fs'
import path from 'node:path'

/** Turns a built page's stylesheet links into the stylesheets themselves (see `stylesheetInliner`). */
export type StylesheetInliner = (html: string) => string

/** `<link rel="stylesheet" href="/assets/…css">` as React Router writes it (attributes in this order). */
const builtStylesheetLink = /<link rel="stylesheet" href="(\/assets\/[\w.-]+\.css)(#[^"]*)?"\s*\/?>/g

/**
 * Each page's CSS arrives inside its HTML instead of as files the browser must fetch before it
 * paints (Lighthouse: five render-blocking stylesheets cost a phone about a second of
 * first paint). Every `<link rel="stylesheet">` of the build's own assets gets, right before it,
 * a `<style data-href>` with the file's text, and is itself marked `disabled` so the browser
 * neither waits for nor fetches it.
 *
 * The link stays because React hydrates the head against React Router's `<Links>`: a link that is
 * missing would be a hydration mismatch, while an extra attribute is left as the server wrote it.
 * On client navigation React Router adds the next route's links as usual, and they load.
 * The `<style>` elements are allowed by their hashes (`inlineStyleHashes` in csp.server.ts).
 *
 * Files are read once (a build's assets never change under their hashed names); one that cannot
 * be read, or whose text could close the element early, keeps its link.
 */
export function stylesheetInliner(clientDir: string): StylesheetInliner {
  const texts = new Map<string, string | undefined>()
  const textOf = (href: string): string | undefined => {
    if (!texts.has(href)) texts.set(href, readStylesheet(path.join(clientDir, href)))
    return texts.get(href)
  }
  return (html) =>
    html.replace(builtStylesheetLink, (link: string, href: string, fragment: string | undefined) => {
      const text = textOf(href)
      if (text === undefined) return link
      return `<style data-href="${href}">${text}</style><link rel="stylesheet" href="${href}${fragment ?? ''}" disabled=""/>`
    })
}

function readStylesheet(file: string): string | undefined {
  try {
    const text = readFileSync(file, 'utf8')
    return /<\/style/i.test(text) ? undefined : text
  } catch {
    return undefined
  }
}
