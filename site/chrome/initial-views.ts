import type { SnapshotFrom } from 'xstate'
import type { headerScrollMachine } from '#machines/header-scroll.machine'
import type { localeSwitchMachine } from '#machines/locale-switch.machine'
import type { overlaysMachine } from '#machines/overlays.machine'
import type { Locale } from '#schema/locale'
import { initialView } from './lazy-actor'

/** What the chrome reads of a machine's snapshot, the same before and after the machine loads. */
export type ViewOf<TMachine> = Pick<
  SnapshotFrom<TMachine>,
  'value' | 'context' | 'status' | 'matches' | 'hasTag'
>

/*
 * The chrome machines' initial states as plain values, shown until xstate loads (docs/architecture.md, Performance).
 * initial-views.test.ts checks each against its machine's initial snapshot, so the machines
 * stay the one source: change a machine's initial state and that test says to change it here.
 */
export const overlaysInitialView: ViewOf<typeof overlaysMachine> = initialView('closed', { submenu: null })

export const headerScrollInitialView: ViewOf<typeof headerScrollMachine> = initialView('clear', { y: 0 })

export const localeSwitchInitialView = (locale: Locale): ViewOf<typeof localeSwitchMachine> =>
  initialView('current', { locale, target: null })
