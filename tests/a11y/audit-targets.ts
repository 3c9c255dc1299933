import type { APIRequestContext } from '@playwright/test'
import { localeCodes, type Locale } from '#schema/locale'
import { screenPath } from '#runtime/route-table'

/** The viewports every audit runs at (docs/accessibility.md): a laptop and a phone. */
export const auditViewports = [
  { name: 'desktop', width: 1366, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const
export type AuditViewport = (typeof auditViewports)[number]

/** The paths of every URL the sitemap lists, read from the running site as a crawler reads it. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const answer = await request.get('/sitemap.xml')
  if (answer.status() !== 200) throw new Error(`/sitemap.xml answered ${answer.status()}`)
  const xml = await answer.text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname)
}

/**
 * The every-block pages (the seed's landing `blocks`): public though noindex, so not in the
 * sitemap, yet held to the same rules as every page (docs/accessibility.md).
 */
export const everyBlockPaths: readonly string[] = localeCodes.map((locale) => `/${locale}/l/blocks`)

/** The reserved-area screens a visitor sees without a session (none of them is in the sitemap). */
export const anonymousScreens = ['login', 'register', 'resetPassword'] as const
/** The reserved-area screens that need a session. */
export const sessionScreens = ['account', 'changePassword'] as const

/** Every reserved-area path in both locales, anonymous ones and those needing a session. */
export function reservedPaths(kind: 'anonymous' | 'session'): string[] {
  const names = kind === 'anonymous' ? anonymousScreens : sessionScreens
  return localeCodes.flatMap((locale) => names.map((name) => screenPath(name, locale)))
}

/**
 * Registers a fresh visitor through the Account API as a browser would (with the site's Origin,
 * so the answer sets the session cookie): the request's context then holds the session.
 */
export async function registerVisitor(
  request: APIRequestContext,
  origin: string,
  locale: Locale,
): Promise<string> {
  const email = `audit-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  const answer = await request.post('/api/auth/v1/register', {
    headers: { origin },
    data: {
      email,
      password: 'Lettino in teak 2026',
      firstName: 'Lucia',
      lastName: 'Conti',
      country: 'Italia',
      contactType: 'Private',
      privacy: true,
      locale,
    },
  })
  if (answer.status() !== 201) throw new Error(`registering ${email} answered ${answer.status()}`)
  return email
}
