import express from 'express'
import * as t from 'io-ts'
import type { ApiDeps } from './api-deps.server'
import { type Authenticated, authenticate, userOfToken } from './authenticate.server'
import { isPageNavigation, loginPageFor } from './login-page-for.server'
import { readToken } from './read-token.server'
import { methodNotAllowed } from './method-not-allowed.server'
import { sendAnswer } from './send-answer.server'

/** A private file of the embedded CMS (LocalCms.privateFile). */
export type PrivateFile = { path: string; filename: string; mimeType: string }

export type DownloadSources = {
  /** The embedded CMS's private volume; undefined with an external CMS. */
  privateFile?: ((assetId: string) => PrivateFile | undefined) | undefined
  /** With an external CMS: the asset's URL by id, undefined when there is none. */
  assetUrl?: ((assetId: string) => Promise<string | undefined>) | undefined
}

const AssetId = t.refinement(t.string, (id) => /^[A-Za-z0-9_-]{1,64}$/.test(id), 'AssetId')

/**
 * GET /api/downloads/:id, the gate of login-restricted files (spec §7.1). The token comes as
 * `Authorization: Jwt …` or, for a plain link, the `fast_jwt` cookie. A 'Download' activity is
 * recorded, then the private file is streamed as an attachment, or, with an external CMS, the
 * browser is redirected to the asset. Anonymous: 401 JSON; unknown id: 404 JSON. A browser that
 * opens the gate as a page without a valid session (it expired while the product page was open) is
 * sent to the login page, which brings it back to the product (decision 039).
 */
export function downloadGateRouter(deps: ApiDeps, sources: DownloadSources): express.Router {
  const router = express.Router()
  router.get('/:id', async (request, response) => {
    response.set('Cache-Control', 'private, no-store')
    const session = isPageNavigation(request)
      ? await sessionOrLoginPage(deps, request, response)
      : await authenticate(deps, request, response, 'session')
    if (!session) return
    const id = request.params.id
    if (!AssetId.is(id)) return sendAnswer(response, 404, 'NOT_FOUND')
    const file = sources.privateFile?.(id)
    if (file) {
      await deps.store.recordActivity(session.stored.user.id, 'Download', `${id} ${file.filename}`)
      response.attachment(file.filename)
      response.type(file.mimeType)
      response.sendFile(file.path, { dotfiles: 'allow', headers: { 'Cache-Control': 'private, no-store' } })
      return
    }
    const url = sources.privateFile ? undefined : await sources.assetUrl?.(id)
    if (url === undefined) return sendAnswer(response, 404, 'NOT_FOUND')
    await deps.store.recordActivity(session.stored.user.id, 'Download', id)
    response.redirect(302, url)
  })
  router.all('/:id', methodNotAllowed(['GET', 'HEAD']))
  return router
}

/** The session of a navigation to the gate, or a 303 to the login page and undefined. */
async function sessionOrLoginPage(
  deps: ApiDeps,
  request: express.Request,
  response: express.Response,
): Promise<Authenticated | undefined> {
  const token = await readToken(request, deps.sessionCookie)
  const found = token === undefined ? undefined : await userOfToken(deps, token, 'session')
  if (found && !('refused' in found)) return found
  response.redirect(303, loginPageFor(request))
  return undefined
}
