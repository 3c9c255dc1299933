import { createContext } from 'react'
import type { MouseEvent } from 'react'

/** What a click inside rich text is given to: the site decides whether a link in it navigates in the app. */
export type RichTextClick = (event: MouseEvent<HTMLElement>) => void

/**
 * How links inside CMS rich text are followed (`<RichTextLinksContext value={onClick}>`). Rich
 * text is HTML, not React elements, so its links cannot be drawn by `ContentLink`: the site
 * listens to clicks on the whole text instead (site/chrome/use-rich-text-navigation.ts). Without a
 * site around it, or without JavaScript, they are plain links.
 */
export const RichTextLinksContext = createContext<RichTextClick | undefined>(undefined)
