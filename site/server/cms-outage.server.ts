import type { RequestHandler } from 'express'
import { data } from 'react-router'
import { CmsError } from '#adapters/cms/cms-error'
import type { CmsClient } from '#adapters/cms/cms-client.server'

/** How long a visitor is asked to wait when the CMS is unreachable (Retry-After, seconds). */
const cmsRetryAfterSeconds = 30

/**
 * The CMS client the loaders get: a query the CMS cannot answer at all (refused, unreachable, a
 * proxy's 5xx page) with no stale answer to fall back on becomes a thrown 503 route response, so
 * the page's error boundary shows "temporarily unavailable" in the page's language instead of a
 * 500. GraphQL errors stay errors: a query the CMS rejects is our bug, not an outage.
 */
export function unavailableWhenCmsDown(cms: CmsClient): CmsClient {
  return {
    ...cms,
    async query(document, variables, options) {
      try {
        return await cms.query(document, variables, options)
      } catch (error) {
        if (isOutage(error)) throw data({ reason: 'CMS_UNAVAILABLE' }, { status: 503 })
        throw error
      }
    },
  }
}

function isOutage(error: unknown): boolean {
  if (!(error instanceof CmsError)) return false
  // The client's CmsError wraps urql's CombinedError; only a network error means "not reachable".
  const cause: unknown = error.cause
  return typeof cause === 'object' && cause !== null && 'networkError' in cause && !!cause.networkError
}

/**
 * Every 503 page says when to come back. React Router sets the status from the thrown response but
 * takes its headers only through a route's `headers` export, so the header is added here, at the
 * moment the status is written, for whatever route answered.
 */
export function retryAfterOn503(seconds: number = cmsRetryAfterSeconds): RequestHandler {
  return (_request, response, next) => {
    const writeHead = response.writeHead.bind(response)
    response.writeHead = ((...args: Parameters<typeof writeHead>) => {
      if (args[0] === 503 && !response.headersSent && !response.hasHeader('Retry-After'))
        response.setHeader('Retry-After', String(seconds))
      return writeHead(...args)
    }) as typeof writeHead
    next()
  }
}
