import type { CmsClient } from '#adapters/cms/cms-client.server'
import { getLayoutData } from '#adapters/cms/get-layout-data.server'
import type { Logger } from '#schema/logger'

/**
 * Where `/favicon.ico` points: the favicon of site info (the one every page links), so browsers
 * and crawlers that ask for the old path get the icon and not a 22 KB HTML 404. The CMS
 * holds the one icon; a copy in the site's files would drift from it.
 */
export async function faviconUrl(cms: CmsClient, log: Logger): Promise<string | undefined> {
  const layout = await getLayoutData(cms, 'it', log)
  return layout.siteInfo?.fieldImage[0]?.url || undefined
}
