import type { Request } from 'express'
import { addressKeyOf } from '#adapters/accounts/address-key'

/**
 * The client's address as every limit keys it: Express's `request.ip` (behind a proxy, set
 * TRUST_PROXY), an IPv6 address by its /64 ({@link addressKeyOf}). Logs see the same key.
 */
export function ipOf(request: Request): string {
  return addressKeyOf(request)
}
