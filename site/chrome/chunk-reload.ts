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

/** The running guard's answer to a failed chunk, while one is installed. */
let reportFailure: (() => void) | undefined

/**
 * Tells the guard that a dynamic import of ours failed. Vite reports only imports whose
 * preloads it wraps (those with chunks of their own to preload); a chunk with none, such as the
 * page fade, reports itself here.
 */
export function reportFailedChunk(): void {
  reportFailure?.()
}

/**
 * Loads the page again as a whole document when a script chunk fails to load (a deploy replaced
 * the files this page was built with), at most once per 60 s, and at the page the visitor was
 * going to (`pendingTarget`, the router's navigation in progress), not the one being left.
 * A second failure within 60 s loads nothing, so a missing file never loops. Returns the
 * function that stops listening.
 */
export function installChunkReload(pendingTarget: () => string | null): () => void {
  // Vite's event for a dynamic import of ours (and its preloads) that failed.
  const reloadOnce = (): boolean => {
    if (!takeReload()) return false
    // `assign`, not `reload`: the navigate listener below lets a load of a URL through.
    window.location.assign(pendingTarget() ?? window.location.href)
    return true
  }
  const onPreloadError = (event: Event) => {
    if (reloadOnce()) event.preventDefault()
  }
  // React Router itself reloads the page, unguarded, whenever a route module fails to load: during
  // a navigation (it reloads the page being left) and when it prefetches a link's page (the page
  // the visitor is reading would reload, again at every prefetch). No code of ours reloads, so
  // such a reload asked by script is cancelled here: during a navigation the target loads
  // instead (once per 60 s); a failed prefetch loads nothing, and the click that needs the chunk
  // will load its page.
  const onNavigate = (event: Event) => {
    const navigate: NavigateEvent = event
    if (navigate.navigationType !== 'reload' || !navigate.cancelable) return
    event.preventDefault()
    const target = pendingTarget()
    if (target !== null && takeReload()) window.location.assign(target)
  }
  const navigation = browserNavigation()
  window.addEventListener('vite:preloadError', onPreloadError)
  navigation?.addEventListener('navigate', onNavigate)
  reportFailure = reloadOnce
  return () => {
    if (reportFailure === reloadOnce) reportFailure = undefined
    window.removeEventListener('vite:preloadError', onPreloadError)
    navigation?.removeEventListener('navigate', onNavigate)
  }
}
