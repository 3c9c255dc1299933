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

/** Takes the one reload of the next 60 s, or answers false when it was taken already. */
function takeReload(): boolean {
  const now = Date.now()
  if (!mayReload(lastReload(), now)) return false
  try {
    sessionStorage.setItem(storageKey, String(now))
  } catch {
    // Private mode without storage: still reload once; the guard is then per page load.
  }
  return true
}

/** The Navigation API's navigate event, where the browser has it (Chromium, Firefox, Safari 26). */
type NavigateEvent = Event & { navigationType?: string; cancelable: boolean }
function browserNavigation(): EventTarget | undefined {
  return 'navigation' in window && window.navigation instanceof EventTarget ? window.navigation : undefined
}

/**
 * Loads the page again as a whole document when a script chunk fails to load (a deploy replaced
 * the files this page was built with), at most once per 60 s, and at the page the visitor was
 * going to (`pendingTarget`, the router's navigation in progress), not the one being left.
 * A second failure within 60 s loads nothing, so a missing file never loops. Returns the
 * function that stops listening.
 */
export function installChunkReload(pendingTarget: () => string | null): () => void {
  const loadAgain = () => {
    const target = pendingTarget()
    if (target === null) window.location.reload()
    else window.location.assign(target)
  }
  // Vite's event for a dynamic import of ours (and its preloads) that failed.
  const onPreloadError = (event: Event) => {
    if (!takeReload()) return
    event.preventDefault()
    loadAgain()
  }
  // React Router itself reloads the page being left, unguarded, when a route module fails to load
  // during a navigation. That reload, asked by script while a navigation is pending, is cancelled
  // here and replaced by the guarded load of the target.
  const onNavigate = (event: Event) => {
    const navigate: NavigateEvent = event
    if (navigate.navigationType !== 'reload' || !navigate.cancelable) return
    const target = pendingTarget()
    if (target === null) return
    event.preventDefault()
    if (takeReload()) window.location.assign(target)
  }
  const navigation = browserNavigation()
  window.addEventListener('vite:preloadError', onPreloadError)
  navigation?.addEventListener('navigate', onNavigate)
  return () => {
    window.removeEventListener('vite:preloadError', onPreloadError)
    navigation?.removeEventListener('navigate', onNavigate)
  }
}
