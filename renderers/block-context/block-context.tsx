import { createContext, useContext } from 'react'
import type { Locale } from '#schema/locale'

/**
 * The words blocks show around the editor's content (buttons, counters, labels), and the page's
 * locale for the links they build. The site provides them in the page's language; renderers only
 * read them, so they stay pure and never pick a language. The defaults are English.
 */
export type BlockContextValue = {
  locale: Locale
  labels: {
    all: string
    filterBy: string
    previous: string
    next: string
    /** "2 of 5", for the slider's live region. */
    position: (current: number, total: number) => string
    close: string
    openImage: (name: string) => string
    download: string
    openLink: string
    loginToDownload: string
    restricted: string
    empty: string
    hotpoint: (n: number) => string
    finishes: string
    video: string
    /** A download's category (the CMS gives a value such as "catalogues") as visitors read it. */
    downloadCategory: (value: string) => string
  }
}

export const defaultBlockContext: BlockContextValue = {
  locale: 'en',
  labels: {
    all: 'All',
    filterBy: 'Filter by category',
    previous: 'Previous',
    next: 'Next',
    position: (current, total) => `${current} of ${total}`,
    close: 'Close',
    openImage: (name) => `Enlarge image: ${name}`,
    download: 'Download',
    openLink: 'Open',
    loginToDownload: 'Log in to download',
    restricted: 'Registered users only',
    empty: 'Nothing to show yet.',
    hotpoint: (n) => `Detail ${n}`,
    finishes: 'Finishes',
    video: 'Video',
    downloadCategory: (value) => value,
  },
}

export const BlockContext = createContext<BlockContextValue>(defaultBlockContext)

export function useBlockContext(): BlockContextValue {
  return useContext(BlockContext)
}
