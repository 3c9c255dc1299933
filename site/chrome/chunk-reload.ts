/** spec 9: a chunk-load failure reloads the page at most once per 60 s. */
export const chunkReloadGuardMs = 60_000
const storageKey = 'fast:chunk-reload-at'

/** Whether a reload is allowed now, given the time of the last one (ms since the epoch, or null). */
export function mayReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= chunkReloadGuardMs
}

function lastReload(): number | null {
  try {
    const value = Number(sessionStorage.getItem(storageKey))
    return Number.isFinite(value) && value > 0 ? value : null
  } catch {
    return null
  }
}

/**
 * Reloads the page when a script chunk fails to load (a deploy replaced the files this page was
 * built with), once: a second failure within 60 s is left to the error boundary, so a missing
 * file never loops. Returns the function that stops listening.
 */
export function installChunkReload(): () => void {
  const reload = (event: Event) => {
    const now = Date.now()
    if (!mayReload(lastReload(), now)) return
    event.preventDefault()
    try {
      sessionStorage.setItem(storageKey, String(now))
    } catch {
      // Private mode without storage: still reload once; the guard is then per page load.
    }
    window.location.reload()
  }
  // Vite's event for a dynamic import (and its preloads) that failed.
  window.addEventListener('vite:preloadError', reload)
  return () => window.removeEventListener('vite:preloadError', reload)
}
