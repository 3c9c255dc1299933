import type { Page } from '@playwright/test'
import type { AnyStateMachine } from 'xstate'
import type { ModelFacts } from '#tools/testing/derive-model'
import type { ModelEventLabel, StatePath } from '#tools/testing/machine-names'

/** What a flow's steps and assertions get. Per-path state lives in a WeakMap keyed by the page. */
export type FlowContext = {
  page: Page
  /** The server's VAR_DIR (mail lands in `<varDir>/outbox/`). */
  varDir: string
}

/** A real user action, and the sentence a person follows to repeat it by hand. */
export type FlowAction = { does: string; run: (context: FlowContext) => Promise<void> }

/**
 * A machine's flow: how to reach the page where the machine runs (`start`), the user action for
 * each event of its derived model (labels from `machineGraph`: `OPEN_MENU`, `load done`,
 * `SCROLLED [reachedTop]`), and for each state (by its path below the root: `open.menu`) what the
 * page shows there. Both are typed from the machine, so a renamed event, guard or state is a type
 * error here. The paths come from the machine; the flow only says how a person does them.
 */
export type Flow<M extends AnyStateMachine = AnyStateMachine, F = unknown> = {
  machine: M
  /** A sentence for the report: where the machine runs. */
  where: string
  start: FlowAction
  /**
   * More places the same machine runs (the locale switch on a product, a page, a list): every
   * path is walked from `start` and from each of these.
   */
  alsoStarts?: FlowAction[]
  events: { [L in ModelEventLabel<M>]?: FlowAction }
  states: { [P in StatePath<M>]?: (context: FlowContext) => Promise<void> }
  facts?: ModelFacts<M, F>
  /**
   * Transitions (by key) the page cannot take, with the reason; the report lists them. A key
   * `<state id>: <label>` for a transition the state inherits from an ancestor excludes it in that
   * state only (the session's UNAUTHORIZED while the profile loads).
   */
  excluded?: { [K in `${string}: ${ModelEventLabel<M>}`]: string }
  /**
   * Simple paths join the candidates the walked paths are chosen from when the model has at most
   * this many (default 15).
   */
  simplePathLimit?: number
  viewport?: { width: number; height: number }
}

/** Checks a flow against its machine's names and facts, then lets flows of different machines share one list. */
export const defineFlow = <M extends AnyStateMachine, F = never>(flow: Flow<M, F>): Flow =>
  flow as unknown as Flow
