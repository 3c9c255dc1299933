import type { OverlaysEvent, overlaysMachine } from '#machines/overlays.machine'
import type { ViewOf } from './initial-views'
import type { LazyActor } from './lazy-actor'

/** A layout's overlays machine (use-site-overlays.ts), as the header and the login dialog take it. */
export type OverlaysActor = LazyActor<ViewOf<typeof overlaysMachine>, OverlaysEvent>
