import { decodeHTML } from 'entities'

/**
 * The words of a piece of CMS HTML, for descriptions, search and content checks: the one reader of
 * rich text as text. Tags become spaces; every character reference (named as `&eacute;`, decimal,
 * hexadecimal) becomes its character, by the HTML standard's table; runs of white space, a
 * no-break space among them, become one space.
 */
export function plainText(html: string): string {
  return decodeHTML(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim()
}
