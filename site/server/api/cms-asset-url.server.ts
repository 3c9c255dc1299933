import { isLeft } from 'fp-ts/lib/Either'
import { parse } from 'graphql'
import * as t from 'io-ts'
import type { CmsClient } from '#adapters/cms/cms-client.server'

// Craft's `asset(id:)` query: outside the embedded CMS's SDL subset, since the embedded CMS
// serves its private files itself; only an external Craft is asked.
export const assetQuery = parse(`query DownloadAsset($id: [QueryArgument]) { asset(id: $id) { url } }`)

const AssetAnswer = t.type({
  asset: t.union([t.null, t.undefined, t.type({ url: t.union([t.string, t.null, t.undefined]) })]),
})

/** The URL of an asset of an external CMS by id, for the download gate's redirect. */
export function cmsAssetUrl(getCms: () => CmsClient): (assetId: string) => Promise<string | undefined> {
  return async (assetId) => {
    const answer = AssetAnswer.decode(await getCms().query(assetQuery, { id: [assetId] }))
    if (isLeft(answer)) return undefined
    return answer.right.asset?.url ?? undefined
  }
}
