import { signedWebhookHeaders } from '#adapters/cms/webhook-signature.server'
import type { WebhookDelivery } from '#adapters/local-cms/change-webhook.server'
import type { EditedEntry } from '#adapters/local-cms/edit-entry-title.server'
import { entrySavedPayload } from '#adapters/local-cms/entry-saved-payload'
import type { Locale } from '#schema/locale'

/** A webhook's answer as the site gave it. */
export type WebhookAnswer = { status: number; body: unknown }

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
 * endpoint, with the write token); then the site hears of it as it hears of a save in Craft:
 * from the CMS itself when it announces its edits (the stand-alone CMS of `npm run fleet`), else
 * from here, the signed webhook at `siteUrl`. `npm run cms:edit`, the publishing tests and
 * `npm run bench:publish` use it.
 */
export async function editEntryTitle(options: {
  /** The site: its webhook, and its embedded CMS under /cms when `cmsUrl` is not given. */
  siteUrl: string
  /** A CMS of its own process (`npm run cms`), mounted under /cms there. */
  cmsUrl?: string | undefined
  writeToken: string
  /** Needed when the CMS does not announce its edits itself. */
  webhookSecret?: string | undefined
  entry: string
  title: string
  site?: Locale | undefined
}): Promise<{ edited: EditedEntry; webhook: WebhookAnswer }> {
  const origin = (options.cmsUrl ?? options.siteUrl).replace(/\/+$/, '')
  const write = await fetch(`${origin}/cms/write/entries/${encodeURIComponent(options.entry)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${options.writeToken}` },
    body: JSON.stringify({ title: options.title, ...(options.site ? { site: options.site } : {}) }),
  })
  if (!write.ok) throw new Error(`The CMS refused the edit (${write.status}): ${await write.text()}`)
  const { webhook: announced, ...edited } = (await write.json()) as EditedEntry & {
    webhook?: WebhookDelivery
  }
  if (announced !== undefined) {
    if ('error' in announced) throw new Error(`The CMS could not tell the site: ${announced.error}`)
    return { edited, webhook: announced }
  }
  if (!options.webhookSecret)
    throw new Error('The CMS does not announce its edits: give the webhook secret to send the webhook.')
  const webhook = await postWebhook(
    `${options.siteUrl.replace(/\/+$/, '')}/api/cms/changed`,
    options.webhookSecret,
    JSON.stringify(entrySavedPayload(edited)),
  )
  return { edited, webhook }
}
