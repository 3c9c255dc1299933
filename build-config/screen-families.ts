import type { RouteFamily } from './first-load-chunks.ts'

/** What the chunking reads of a screen declaration (schema/screen-declarations.server.ts). */
export type ChunkedScreen = { module: string; chunks: string }

/**
 * The route families of the declared screens, for `firstLoadChunks`: each family's roots are the
 * modules (under site/, React Router's app folder) of the screens that name it, families in the
 * order they first appear. A module belongs to one family, so screens sharing it must agree.
 */
export function screenFamilies(screens: Readonly<Record<string, ChunkedScreen>>): RouteFamily[] {
  const roots = new Map<string, Set<string>>()
  const claimed = new Map<string, { family: string; screen: string }>()
  for (const [screen, { module, chunks }] of Object.entries(screens)) {
    const first = claimed.get(module)
    if (first && first.family !== chunks)
      throw new Error(
        `screen-families: ${screen} puts ${module} in the chunks of '${chunks}', ${first.screen} in those of '${first.family}': screens sharing a module share its family`,
      )
    claimed.set(module, { family: chunks, screen })
    roots.set(chunks, (roots.get(chunks) ?? new Set()).add(`site/${module}`))
  }
  return [...roots].map(([name, files]) => ({ name, roots: [...files] }))
}
