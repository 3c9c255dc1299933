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
    /** The button that sends the phone's filter dropdown without JavaScript. */
    showFiltered: string
    /** Said when the address names a filter the list does not have. */
    unknownFilter: string
    /** "12 items": how many the list shows. */
    previous: string
    next: string
    /** "2 of 5", for the slider's live region. */
    position: (current: number, total: number) => string
    /** The slider's scrolling track: what it holds and how to move it. */
    sliderTrack: (name: string) => string
    /** "Showing 4 of 12: Loungers", after a filter changed the list. */
    filterResultCount: (shown: number, total: number, filter: string) => string
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
    /** The name of a silent video's text track that describes it, in `language`. */
    videoDescription: (language: string) => string
    /** A download's category (the CMS gives a value such as "catalogues") as visitors read it. */
    downloadCategory: (value: string) => string
  }
}

export const defaultBlockContext: BlockContextValue = {
  locale: 'en',
  labels: {
    all: 'All',
    filterBy: 'Filter by category',
    showFiltered: 'Show',
    unknownFilter: 'This filter does not exist: everything is shown.',
    previous: 'Previous',
    next: 'Next',
    position: (current, total) => `${current} of ${total}`,
    sliderTrack: (name) => `${name}: move with the arrow keys`,
    filterResultCount: (shown, total, filter) => `Showing ${shown} of ${total}: ${filter}`,
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
    videoDescription: (language) => `Description (${language})`,
    downloadCategory: (value) => value,
  },
}

export const BlockContext = createContext<BlockContextValue>(defaultBlockContext)

export function useBlockContext(): BlockContextValue {
  return useContext(BlockContext)
}
