import type { CmsClient } from '#adapters/cms/cms-client.server'
import { GlobalsDocument, NavigationDocument } from '#adapters/cms/generated/graphql'
import { sanitizeHtml } from '#schema/blocks/safe-html'
import { decodeOrThrow } from '#schema/decode'
import { GlobalsAnswer, toGlobals } from '#schema/globals'
import type { SocialLink } from '#schema/globals'
import type { Locale } from '#schema/locale'
import { locales } from '#schema/locale'
import type { Logger } from '#schema/logger'
import { NavigationAnswer } from '#schema/navigation'
import type { NavNode } from '#schema/navigation'
import type { FooterBlockView } from './site-footer'

export type FooterData = { columns: FooterBlockView[][]; socials: SocialLink[] }

/**
 * The footer of a locale (spec 2, Footer): the four columns with their text sanitized and each
 * menu block's navigation loaded, and the socials. The globals query is the one the locale layout
 * makes, so the CMS client's cache answers it. Failures are logged and leave the part empty.
 */
export async function loadFooter(cms: CmsClient, locale: Locale, log: Logger): Promise<FooterData> {
  const siteId = locales[locale].siteId
  let globals
  try {
    globals = toGlobals(decodeOrThrow(GlobalsAnswer, await cms.query(GlobalsDocument, { siteId }), 'Globals'))
  } catch (error) {
    log.warn('Loading the footer failed; the page renders without it', {
      error: error instanceof Error ? error.message : String(error),
    })
    return { columns: [], socials: [] }
  }
  const handles = [
    ...new Set(
      globals.footers.flat().flatMap((block) => block.fieldNavigationMenu.map((menu) => menu.navHandle)),
    ),
  ]
  const menus = new Map(
    await Promise.all(
      handles.map(async (navHandle): Promise<[string, NavNode[]]> => {
        try {
          const answer = decodeOrThrow(
            NavigationAnswer,
            await cms.query(NavigationDocument, { navHandle, siteId }),
            `Footer menu ${navHandle}`,
          )
          return [navHandle, answer.navigationNodes]
        } catch (error) {
          log.warn('Loading a footer menu failed; it stays empty', {
            navHandle,
            error: error instanceof Error ? error.message : String(error),
          })
          return [navHandle, []]
        }
      }),
    ),
  )
  const columns = globals.footers.map((blocks) =>
    blocks.flatMap((block): FooterBlockView[] => {
      const id = String(block.id)
      const menu = block.fieldNavigationMenu[0]
      if (menu)
        return [
          {
            id,
            kind: 'menu',
            navName: menu.navName,
            navHandle: menu.navHandle,
            nodes: menus.get(menu.navHandle) ?? [],
          },
        ]
      return block.fieldTextContent ? [{ id, kind: 'text', html: sanitizeHtml(block.fieldTextContent) }] : []
    }),
  )
  return { columns, socials: globals.socials }
}
