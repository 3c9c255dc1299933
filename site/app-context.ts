import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from 'react-router'
import type { CmsClient, Preview } from '#adapters/cms/cms-client.server'
import type { Products360Source } from '#adapters/product-service/products-360-source.server'
import type { FormRequests } from '#site/server/api/form-requests.server'
import type { NewsletterSignups } from '#site/server/api/newsletter-signups.server'
import type { SiteAccounts } from '#site/server/site-accounts.server'
import type { VisitorOf } from '#site/server/visitor-of.server'
import type { SearchOutcome } from '#site/server/api/run-search.server'
import type { PublicConfig } from '#schema/config'
import type { Logger } from '#schema/logger'

// What the Express server hands every loader (site/server/site-server.server.ts): loaders reach
// the CMS only through this, so they never read the environment or hold the CMS token themselves.
declare module 'react-router' {
  interface AppLoadContext {
    cms: CmsClient
    products360: Products360Source
    /** The logged-in user of a page request (its session cookie checked), or null. */
    visitorOf: VisitorOf
    /** Login, logout and the visitor, in-process: no loader calls the API over HTTP (docs/security.md). */
    accounts: SiteAccounts
    /** The forms' requests, in-process and bound to the visitor's address (decision 006). */
    forms: FormRequests
    /** Newsletter confirmation links: their state and their confirming POST (decision 051). */
    newsletter: NewsletterSignups
    publicConfig: PublicConfig
    /** The site search for this visitor (spec §2.6), under the same per-IP limit as `/api/search`. */
    search: (input: { q: unknown; locale: unknown }) => Promise<SearchOutcome>
    log: Logger
    /** The nonce the render stamps on its inline scripts, so the CSP hashes only those (decision 008). */
    renderNonce?: string
    /**
     * Live preview whose token the CMS accepted (site/server/live-preview.server.ts); undefined
     * for everyone else, whatever the query string says.
     */
    preview: Preview | undefined
    /**
     * How many errors this request's form post was answered with, set by the page's action
     * (site/forms/with-form-error-count.ts) and read by the root loader after it, so the page's
     * title says so (WCAG 3.3.1). Unset for every other request.
     */
    formErrorCount?: number
  }
}

/**
 * A loader's arguments with our context typed, for the helpers loaders hand theirs to. Route
 * modules type their own with React Router's generated `Route.LoaderArgs` (`./+types/<module>`,
 * written by `npm run codegen`), which also knows the route's place in the tree.
 */
export type LoaderArgs = LoaderFunctionArgs<AppLoadContext>

/** An action's arguments with our context typed, for the helpers actions hand theirs to. */
export type ActionArgs = ActionFunctionArgs<AppLoadContext>
