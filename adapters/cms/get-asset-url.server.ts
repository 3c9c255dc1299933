import { isLeft } from 'fp-ts/lib/Either'
import * as t from 'io-ts'
import type { CmsClient } from './cms-client.server'
import { AssetUrlDocument } from './generated/graphql'

const AssetAnswer = t.type({
  asset: t.union([t.null, t.undefined, t.type({ url: t.union([t.string, t.null, t.undefined]) })]),
})

/**
 * The public URL of a CMS asset by id (Craft's `asset(id:)`), for the download gate's redirect
 * to an external CMS's file; undefined for an unknown or private asset, or an unreadable answer.
 */
export async function getAssetUrl(cms: CmsClient, assetId: string): Promise<string | undefined> {
  const answer = AssetAnswer.decode(await cms.query(AssetUrlDocument, { id: [assetId] }))
  if (isLeft(answer)) return undefined
  return answer.right.asset?.url ?? undefined
}
