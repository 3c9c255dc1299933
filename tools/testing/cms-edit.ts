import { signedWebhookHeaders } from '#adapters/cms/webhook-signature.server'
import type { CmsChange } from '#schema/cms-change'
import type { Locale } from '#schema/locale'

/** What the embedded CMS's write endpoint answers (adapters/local-cms/edit-entry-title.server.ts). */
export type EditedEntry = { id: string; section: string; type: string; site: Locale; title: string }

/** A webhook's answer as the site gave it. */
export type WebhookAnswer = { status: number; body: unknown }

/**
 * The payload the Craft Webhooks plugin sends for an entry's save with the custom payload
 * template of docs/operations.md: event, id, type, section, site, isNew.
 */
export function entrySavedPayload(edited: EditedEntry): CmsChange {
  return {
    event: 'afterSave',
    id: edited.id,
    type: 'entry',
    section: edited.section,
    site: edited.site,
    isNew: false,
  }
}

/**
 * POSTs `body` to the site's webhook signed with `secret` as the Craft module of
 * docs/operations.md signs it; `headers` replaces any of the signed ones (a replay, a forgery).
 */
export async function postWebhook(
  url: string,
  secret: string,
  body: string | Uint8Array,
  headers: Record<string, string> = {},
): Promise<WebhookAnswer> {
  const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : body
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...signedWebhookHeaders(secret, bytes), ...headers },
    body: Buffer.from(bytes),
  })
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = JSON.parse(text)
  } catch {
    // Not JSON: kept as text for the message of a failing check.
  }
  return { status: response.status, body: parsed }
}

/**
 * Changes an entry's title in the running embedded CMS the way an editor would (its write
 * endpoint, with the write token), then fires the signed webhook at the site, as Craft's plugin
 * does after the save: `npm run cms:edit`, the publishing tests and `npm run bench:publish`.
 */
export async function editEntryTitle(options: {
  siteUrl: string
  writeToken: string
  webhookSecret: string
  entry: string
  title: string
  site?: Locale | undefined
}): Promise<{ edited: EditedEntry; webhook: WebhookAnswer }> {
  const origin = options.siteUrl.replace(/\/+$/, '')
  const write = await fetch(`${origin}/cms/write/entries/${encodeURIComponent(options.entry)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${options.writeToken}` },
    body: JSON.stringify({ title: options.title, ...(options.site ? { site: options.site } : {}) }),
  })
  if (!write.ok) throw new Error(`The CMS refused the edit (${write.status}): ${await write.text()}`)
  const edited = (await write.json()) as EditedEntry
  const webhook = await postWebhook(
    `${origin}/api/cms/changed`,
    options.webhookSecret,
    JSON.stringify(entrySavedPayload(edited)),
  )
  return { edited, webhook }
}
