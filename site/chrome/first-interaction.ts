/**
 * What counts as the visitor's first interaction with a page: a pointer over or on it, a key, a
 * touch, a wheel or scroll, a focus. Code a page needs only once the visitor acts (the header's
 * machines, the page fade) loads then, not at load: a phone that only reads the page never
 * downloads or parses it (docs/architecture.md, Performance).
 */
const interactions = [
  'pointerover',
  'pointerdown',
  'keydown',
  'touchstart',
  'wheel',
  'scroll',
  'focusin',
] as const

/**
 * Calls `callback` once, at the first interaction with the page (or at once when `interacted`
 * already saw one). Returns a function that cancels the wait.
 */
export function onFirstInteraction(callback: () => void): () => void {
  if (interacted) {
    callback()
    return () => {}
  }
  let waiting = true
  const fire = () => {
    if (!waiting) return
    cancel()
    callback()
  }
  const cancel = () => {
    waiting = false
    for (const type of interactions) window.removeEventListener(type, fire, { capture: true })
    waiters.delete(fire)
  }
  waiters.add(fire)
  for (const type of interactions) window.addEventListener(type, fire, { capture: true, passive: true })
  return cancel
}

let interacted = false
const waiters = new Set<() => void>()

// One listener for the page's life notes that the visitor acted, so a component mounted after
// that (a page navigated to) starts at once instead of waiting for another interaction.
if (typeof window !== 'undefined') {
  const note = () => {
    interacted = true
    for (const type of interactions) window.removeEventListener(type, note, { capture: true })
  }
  for (const type of interactions) window.addEventListener(type, note, { capture: true, passive: true })
}
