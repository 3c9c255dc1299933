import { LazyMotion, animateMini, m } from 'motion/react'
import type { ReactNode } from 'react'
import { prefersReducedMotion } from './prefers-reduced-motion'
import { pageFadeSeconds } from './page-transition'

const loadFeatures = () => import('./motion-features').then((module) => module.default)
// This module loads ahead of the first navigation: fetch the features with it, so that the first
// page to fade in does not wait for them.
void loadFeatures().catch(() => undefined)

const fade = { duration: pageFadeSeconds, ease: 'easeOut' } as const
// Under reduced motion the page changes at once: same states, no time between them.
const cut = { duration: 0 } as const
const transition = () => (prefersReducedMotion() ? cut : fade)

/**
 * A page after the first (spec 2, Layouts: the 'page' transition, out then in): it fades in when
 * it mounts and out while the next page loads. framer-motion's LazyMotion with `m`, whose
 * animation features load on their own; this module itself loads after the first page (docs/architecture.md, Performance).
 */
export function PageFade({ leaving, children }: { leaving: boolean; children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <m.div
        data-transition="page"
        initial={prefersReducedMotion() ? false : { opacity: 0 }}
        animate={{ opacity: leaving ? 0 : 1 }}
        transition={transition()}
      >
        {children}
      </m.div>
    </LazyMotion>
  )
}

/**
 * Fades the first, server-rendered page (a plain element, so that its first render needs no motion
 * code) out, or back in when a navigation is cancelled. Returns a stop for the animation.
 */
export function fadeElement(element: HTMLElement, opacity: 0 | 1): () => void {
  const animation = animateMini(element, { opacity }, transition())
  return () => animation.stop()
}
