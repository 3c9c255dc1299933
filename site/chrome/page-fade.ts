import { animate } from 'motion/mini'
import { prefersReducedMotion } from './prefers-reduced-motion'

/** spec 9: the page fades out then in, 0.15 s each way. */
const pageFadeSeconds = 0.15

const fade = { duration: pageFadeSeconds, ease: 'easeOut' } as const

/**
 * Fades a page's element to `opacity` (spec 2, Layouts: the 'page' transition), from `from` when
 * given, else from where it stands. A Web Animation (motion's mini `animate`): the compositor runs
 * it, so a busy main thread does not stutter it, and its code is a few KB. Under reduced motion the
 * element is set at once. Returns a stop for the animation.
 */
export function fadeElement(element: HTMLElement, opacity: 0 | 1, from?: 0 | 1): () => void {
  if (prefersReducedMotion()) {
    element.style.opacity = String(opacity)
    return () => undefined
  }
  const keyframes = from === undefined ? [opacity] : [from, opacity]
  const animation = animate(element, { opacity: keyframes }, fade)
  return () => animation.stop()
}
