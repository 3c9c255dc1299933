import type { StateValue } from 'xstate'

/** The header's overlay that is open, if any (the overlays machine's `open` states). */
export type OpenOverlay = 'menu' | 'search' | 'login' | null

/** Which overlay a snapshot of the overlays machine has open (a dropdown is none). */
export function openOverlayOf(snapshot: { matches(value: StateValue): boolean }): OpenOverlay {
  return snapshot.matches({ open: 'menu' })
    ? 'menu'
    : snapshot.matches({ open: 'search' })
      ? 'search'
      : snapshot.matches({ open: 'login' })
        ? 'login'
        : null
}
