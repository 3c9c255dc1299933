import { isLeft } from 'fp-ts/lib/Either'
import * as t from 'io-ts'
import type { Logger } from '#schema/logger'
import type { CmsClient } from './cms-client.server'
import { AssetUrlDocument } from './generated/graphql'

const AssetAnswer = t.type({
  asset: t.union([t.null, t.undefined, t.type({ url: t.union([t.string, t.null, t.undefined]) })]),
})

/**
 * The public URL of a CMS asset by id (Craft's `asset(id:)`), for the download gate's redirect
 * to an external CMS's file; undefined for an unknown or private asset, or an unreadable answer.
 * The CMS is not trusted with where the visitor goes: only an https URL on one of `origins`
 * (CMS_ASSET_ORIGINS) comes back, as the URL parser writes it; any other is logged and dropped.
 */
export async function getAssetUrl(
  cms: CmsClient,
  assetId: string,
  options: { origins: readonly string[]; log: Logger },
): Promise<string | undefined> {
  const answer = AssetAnswer.decode(await cms.query(AssetUrlDocument, { id: [assetId] }))
  if (isLeft(answer)) return undefined
  const given = answer.right.asset?.url ?? undefined
  if (given === undefined) return undefined
  const url = URL.canParse(given) ? new URL(given) : undefined
  // `origin` leaves out user info, so https://cdn@evil.example is evil.example's, as a browser reads it.
  if (url?.protocol === 'https:' && options.origins.includes(url.origin)) return url.href
  options.log.warn('The CMS gave an asset URL off CMS_ASSET_ORIGINS; the download is refused', {
    assetId,
    url: given.slice(0, 200),
  })
  return undefined
}
