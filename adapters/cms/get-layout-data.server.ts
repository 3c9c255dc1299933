import type { Footer, FooterBlockView } from '#schema/footer'
import { GlobalsAnswer, toGlobals } from '#schema/globals'
import type { Globals } from '#schema/globals'
import type { Locale } from '#schema/locale'
import { locales } from '#schema/locale'
import type { Logger } from '#schema/logger'
import { NavigationAnswer } from '#schema/navigation'
import type { NavNode } from '#schema/navigation'
import { SiteInfoAnswer } from '#schema/site-info'
import type { SiteInfo } from '#schema/site-info'
import { decodeOrThrow } from '#schema/decode'
import type { CmsClient } from './cms-client.server'
import { GlobalsDocument, NavigationDocument, SiteInfoDocument } from './generated/graphql'

/** What every page of a locale needs around its content: globals, site info, menu and footer. */
export type LayoutData = {
  globals: Globals | null
  siteInfo: SiteInfo | null
  menu: NavNode[]
  footer: Footer
}

/** spec 9: the main menu's handle. */
const mainMenuHandle = 'menuPrincipale'

/**
 * Loads the layout data of a locale. Each part that fails is logged and left empty (spec 8): the
 * page renders without it rather than not at all.
 */
export async function getLayoutData(cms: CmsClient, locale: Locale, log: Logger): Promise<LayoutData> {
  const siteId = locales[locale].siteId
  const [globals, siteInfo, menu] = await Promise.all([
    settle('globals', log, async () =>
      toGlobals(decodeOrThrow(GlobalsAnswer, await cms.query(GlobalsDocument, { siteId }), 'Globals')),
    ),
    settle(
      'site info',
      log,
      async () =>
        decodeOrThrow(SiteInfoAnswer, await cms.query(SiteInfoDocument, { siteId }), 'Site info').globalSet,
    ),
    settle(
      'menu',
      log,
      async () =>
        decodeOrThrow(
          NavigationAnswer,
          await cms.query(NavigationDocument, { navHandle: mainMenuHandle, siteId }),
          'Main menu',
        ).navigationNodes,
    ),
  ])
  const footer = globals ? await footerOf(cms, globals, siteId, log) : { columns: [], socials: [] }
  return { globals, siteInfo, menu: menu ?? [], footer }
}

/**
 * The footer (spec 2, Footer) from the globals already loaded: text sanitized, and each menu
 * block's navigation loaded (one menu per block, enforced by the decoder). A menu that fails to
 * load is logged and stays empty.
 */
async function footerOf(cms: CmsClient, globals: Globals, siteId: number, log: Logger): Promise<Footer> {
  const handles = [
    ...new Set(
      globals.footers.flat().flatMap((block) => block.fieldNavigationMenu.map((menu) => menu.navHandle)),
    ),
  ]
  const menus = new Map(
    await Promise.all(
      handles.map(async (navHandle): Promise<[string, NavNode[]]> => {
        const nodes = await settle(
          `footer menu ${navHandle}`,
          log,
          async () =>
            decodeOrThrow(
              NavigationAnswer,
              await cms.query(NavigationDocument, { navHandle, siteId }),
              `Footer menu ${navHandle}`,
            ).navigationNodes,
        )
        return [navHandle, nodes ?? []]
      }),
    ),
  )
  const columns = globals.footers.map((blocks) =>
    blocks.flatMap((block): FooterBlockView[] => {
      const id = String(block.id)
      const menu = block.fieldNavigationMenu[0]
      if (menu) {
        const nodes = menus.get(menu.navHandle) ?? []
        return [{ id, kind: 'menu', navName: menu.navName, navHandle: menu.navHandle, nodes }]
      }
      return block.fieldTextContent ? [{ id, kind: 'text', html: block.fieldTextContent }] : []
    }),
  )
  return { columns, socials: globals.socials }
}

async function settle<T>(what: string, log: Logger, load: () => Promise<T>): Promise<T | null> {
  try {
    return await load()
  } catch (error) {
    log.warn(`Loading the ${what} failed; the page renders without it`, {
      error: error instanceof Error ? error.message : String(error),
    })
    return null
  }
}
