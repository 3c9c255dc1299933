import type { CmsClient } from './cms-client.server'
import { PingDocument } from './generated/graphql'

/**
 * Whether the CMS accepts `token` as a live-preview token: the smallest query, sent with it as
 * `X-Craft-Token`. Craft (and the embedded CMS) refuse a request with an unknown or expired
 * token, so a refusal, or any failure to ask, means no.
 */
export async function checkPreviewToken(cms: CmsClient, token: string): Promise<boolean> {
  try {
    await cms.query(PingDocument, {}, { preview: { token } })
    return true
  } catch {
    return false
  }
}
