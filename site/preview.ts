import type { Preview } from '#adapters/cms/cms-client.server'

/**
 * Craft's live preview: the editor's page is requested with `token` and `x-craft-live-preview`
 * query parameters; such a request reads drafts through the token and skips every cache.
 */
export function previewOf(request: Request): Preview | undefined {
  const params = new URL(request.url).searchParams
  const token = params.get('token')
  return token && params.has('x-craft-live-preview') ? { token } : undefined
}
