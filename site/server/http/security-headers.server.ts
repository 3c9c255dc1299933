import type { RequestHandler } from 'express'
import helmet from 'helmet'
import type { CspOptions } from './csp.server'
import { cspDirectives } from './csp.server'

/** Browser features the site uses: geolocation for the store locator's "near me", nothing else. */
const permissionsPolicy = [
  'geolocation=(self)',
  'camera=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'interest-cohort=()',
  'browsing-topics=()',
].join(', ')

/**
 * Security headers on every answer: helmet's set with the site's CSP (HTML
 * answers get it again with their own script hashes, see html-answers.server.ts), HSTS for a
 * year, Referrer-Policy strict-origin-when-cross-origin, nosniff and a Permissions-Policy.
 */
export function securityHeaders(options: CspOptions): RequestHandler {
  const base = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(options) },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  })
  return (request, response, next) => {
    response.setHeader('Permissions-Policy', permissionsPolicy)
    base(request, response, next)
  }
}
