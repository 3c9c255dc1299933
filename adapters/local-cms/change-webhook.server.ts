import { signedWebhookHeaders } from '#adapters/cms/webhook-signature.server'
import type { EditedEntry } from './edit-entry-title.server'
import { entrySavedPayload } from './entry-saved-payload'

/** Where the CMS tells the site of a save: the site's `POST /api/cms/changed`, and its secret. */
export type ChangeWebhookTarget = { url: string; secret: string }

/** What the site answered a delivery, or why none reached it. */
export type WebhookDelivery = { status: number; body: unknown } | { error: string }

/**
 * Tells the site an entry was saved, as Craft's Webhooks plugin and the `config/guzzle.php`
 * middleware of docs/operations.md do: the same payload, signed with a fresh timestamp and
 * delivery id. One attempt, no queue: the editor's tool reports what the site answered, and a
 * failed delivery leaves the pages to their cache lifetimes, as a plugin that gave up would.
 */
export function changeWebhook(
  target: ChangeWebhookTarget,
  timeoutMs = 10_000,
): (edited: EditedEntry) => Promise<WebhookDelivery> {
  return async (edited) => {
    const body = new TextEncoder().encode(JSON.stringify(entrySavedPayload(edited)))
    try {
      const response = await fetch(target.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...signedWebhookHeaders(target.secret, body) },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      })
      const text = await response.text()
      return { status: response.status, body: parsedOrText(text) }
    } catch (error) {
      return { error: `${target.url}: ${error instanceof Error ? error.message : String(error)}` }
    }
  }
}

function parsedOrText(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
