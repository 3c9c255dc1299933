import type { LinkDescriptor } from 'react-router'
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url'
import jostLatin from '@fontsource-variable/jost/files/jost-latin-wght-normal.woff2?url'

/**
 * The two faces every page draws above the fold, preloaded so they arrive with the CSS rather
 * than after it: Inter for the header's links and the text, Jost for the logo and the hero's
 * title (site/styles/fonts.css). The serif and the latin-ext subsets load when a page uses them.
 * The URLs are the same hashed files the stylesheet names, so each is fetched once.
 */
export const fontPreloads: LinkDescriptor[] = [interLatin, jostLatin].map((href) => ({
  rel: 'preload',
  href,
  as: 'font',
  type: 'font/woff2',
  crossOrigin: 'anonymous',
}))
