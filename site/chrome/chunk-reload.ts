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
 * Loads the page the visitor was going to as a whole document when its script chunk fails to load
 * (a deploy replaced the files this page was built with), at most once per 60 s, and only online.
 * A chunk nobody navigated for (one the first interaction or a prefetch asked for) never reloads
 * the page: an offline phone would lose it to the browser's offline page (decision 036).
 * A failed navigation that may not reload (offline, or the reload of the last 60 s was taken)
 * goes to `keepPage`, which keeps the visitor on their page and tells them. Returns the function
 * that stops listening.
 */
export function installChunkReload(
  pendingTarget: () => string | null,
  keepPage: (target: string, reason: 'offline' | 'chunk') => void,
): () => void {
  // React Router itself reloads the page, unguarded, whenever a route module fails to load: during
  // a navigation (it reloads the page being left, and leaves the navigation pending for ever) and
  // when it prefetches a link's page. No code of ours reloads, so such a reload asked by script is
  // cancelled here; the browser's own reload button does not fire this event.
  const onNavigate = (event: Event) => {
    const navigate: NavigateEvent = event
    if (navigate.navigationType !== 'reload' || !navigate.cancelable) return
    event.preventDefault()
    const target = pendingTarget()
    // A failed prefetch: the click that needs the chunk will ask again.
    if (target === null) return
    // `assign`, not `reload`: this listener lets a load of a URL through.
    if (navigator.onLine && takeReload()) window.location.assign(target)
    else keepPage(target, navigator.onLine ? 'chunk' : 'offline')
  }
  const navigation = browserNavigation()
  navigation?.addEventListener('navigate', onNavigate)
  return () => navigation?.removeEventListener('navigate', onNavigate)
}
