import { createHash, timingSafeEqual } from 'node:crypto'
import express from 'express'
import * as t from 'io-ts'
import { errorStatus } from '#schema/error-status'
import type { WebhookDelivery } from './change-webhook.server'
import type { ContentStore } from './content-store.server'
import { type EditedEntry, editEntryTitle } from './edit-entry-title.server'

const TitleEdit = t.exact(
  t.intersection([t.type({ title: t.string }), t.partial({ site: t.keyof({ it: null, en: null }) })]),
)

/** A title an editor could type: 1 to 255 characters, no control characters. */
const titleShape = /^[^\p{Cc}]{1,255}$/u

/**
 * `POST /write/entries/:entry` with `{ title, site? }` and `Authorization: Bearer <write token>`:
 * changes an entry's title while the CMS runs, as an editor would (`npm run cms:edit`). A token
 * of its own, never the read token the site holds, and only when one is configured
 * (CMS_WRITE_TOKEN); the answer is what Craft's webhook would carry: id, section, type, site.
 * With `announce` (the stand-alone CMS given CMS_WEBHOOK_URL) the CMS tells the site itself, as
 * Craft does, and the answer adds what the site said (`webhook`): it comes once the site purged.
 */
export function entryWritesRouter(
  store: ContentStore,
  writeToken: string,
  announce?: (edited: EditedEntry) => Promise<WebhookDelivery>,
): express.Router {
  const expected = digest(`Bearer ${writeToken}`)
  const router = express.Router()
  router.post('/write/entries/:entry', express.json({ limit: '4kb' }), async (request, response) => {
    if (!timingSafeEqual(digest(request.get('authorization') ?? ''), expected)) {
      response
        .status(401)
        .set('WWW-Authenticate', 'Bearer')
        .json({ error: 'Send the write token as Bearer.' })
      return
    }
    const edit = TitleEdit.decode(request.body)
    if (edit._tag === 'Left' || !titleShape.test(edit.right.title)) {
      response.status(400).json({ error: 'Send { "title": 1-255 characters, "site"?: "it" | "en" }.' })
      return
    }
    const edited = editEntryTitle(store, { entry: String(request.params['entry']), ...edit.right })
    if (!edited) {
      response
        .status(404)
        .json({ error: `No entry with id or slug ${String(request.params['entry'])} in that site.` })
      return
    }
    response.json(announce ? { ...edited, webhook: await announce(edited) } : edited)
  })
  // A body that is not JSON, or over 4 KB, is the editor's tool's mistake: said in JSON like the
  // other refusals, never Express's HTML page with a stack.
  router.use(((error, _request, response, next) => {
    const status = errorStatus(error)
    if (status === 413) response.status(413).json({ error: 'An edit is at most 4 KB of JSON.' })
    else if (status !== undefined && status >= 400 && status < 500)
      response
        .status(status)
        .json({ error: 'Send JSON: { "title": 1-255 characters, "site"?: "it" | "en" }.' })
    else next(error)
  }) satisfies express.ErrorRequestHandler)
  return router
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest()
}
