import type { Request } from 'express'

/** The client's address as Express sees it (behind a proxy, set Express's `trust proxy`). */
export function ipOf(request: Request): string {
  return request.ip ?? request.socket.remoteAddress ?? 'unknown'
}
