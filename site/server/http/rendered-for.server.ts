import type { ServerResponse } from 'node:http'

/** What a render saw when it looked up its visitor: nobody, or a session (valid or not). */
export type RenderedFor = 'anonymous' | 'visitor'

const rendered = new WeakMap<ServerResponse, RenderedFor>()

/**
 * Whom the render behind `response` was made for, as its session lookup recorded it
 * (`recordingVisitor`, visitor-of.server.ts); undefined when no lookup ran (not a render, or one
 * that failed first). The page caches keep a page, and call it public, only when this says
 * 'anonymous' (docs/security.md, decision 035): what the render saw decides, never what a
 * header looked like.
 */
export function renderedFor(response: ServerResponse): RenderedFor | undefined {
  return rendered.get(response)
}

/** Records what a render (or a cached page replayed as one) was made for; a visitor sticks. */
export function recordRenderedFor(response: ServerResponse, seen: RenderedFor): void {
  if (rendered.get(response) !== 'visitor') rendered.set(response, seen)
}
