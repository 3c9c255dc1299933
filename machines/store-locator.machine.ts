import { assign, fromPromise, setup } from 'xstate'
import type { StoreType } from '#schema/store'

/** The part of the world the map shows, in degrees (`west > east` across the antimeridian). */
export type MapView = { west: number; south: number; east: number; north: number }

export type Position = { latitude: number; longitude: number }

export type StoreLocatorContext = {
  query: string
  storeType: StoreType | null
  /**
   * What the map shows, as it last reported it; the list shows only the stores in it. Null while
   * there is no map, and after a new search until the map has framed the results, so the list never
   * counts a new search against the old view (spec §2.9: "Milan" answered "0 stores").
   */
  view: MapView | null
  selectedId: string | null
  /** How many rows the list shows (a whole number of `pageSize` pages). */
  rows: number
  pageSize: number
  /** The visitor's position, once "Near me" found it. */
  position: Position | null
}

export type StoreLocatorInput = {
  query: string
  storeType: StoreType | null
  rows: number
  pageSize: number
}

export type StoreLocatorEvent =
  /** The search field changed. */
  | { type: 'SEARCHED'; query: string }
  | { type: 'TYPE_CHOSEN'; storeType: StoreType | null }
  /** The search form was sent (the Search button, Enter): the map frames the results again. */
  | { type: 'SUBMITTED' }
  | { type: 'MORE_ROWS' }
  | { type: 'LOCATED'; position: Position }
  /** The visitor asked for the map (on a phone; wider screens ask for it by themselves). */
  | { type: 'SHOW_MAP' }
  /** The map came to rest on a view. */
  | { type: 'VIEW_CHANGED'; view: MapView }
  | { type: 'ROW_PICKED'; storeId: string }
  /** A marker was pressed; `index` is its store's place in the list as shown. */
  | { type: 'MARKER_PICKED'; storeId: string; index: number }
  | { type: 'POPUP_CLOSED' }

const unreachable = (): Promise<void> =>
  Promise.reject(new Error('The store locator machine needs its loadMap actor provided'))

/** The rows to show so that the row at `index` is among them, given `rows` shown now. */
export function rowsToShow(rows: number, index: number, pageSize: number): number {
  return index < rows ? rows : Math.ceil((index + 1) / pageSize) * pageSize
}

/**
 * Without a map the list alone answers: these change only what it shows. Each state lists them
 * (not the root), so a flow's model takes them as staying in that state.
 */
const listEvents = {
  SEARCHED: { actions: ['setQuery', 'startList'] },
  TYPE_CHOSEN: { actions: ['setType', 'startList'] },
  MORE_ROWS: { actions: 'moreRows' },
  LOCATED: { actions: 'locate' },
  ROW_PICKED: { actions: 'pickRow' },
} as const

/**
 * The store locator (spec §2.9): search, type, "Show more", "Near me" and the picked
 * store, and the map's life: `idle` until asked for (a press of "Show the map" on a phone; wider
 * screens ask at once, decision 011), `loading` its code and style, then `ready` or `failed`
 * (the list works in every state). While the map is ready the list follows its view.
 *
 * The map is a side effect: `loadMap` mounts it; `showResults`, `frameResults`, `showStore`,
 * `frameNearest` and `closePopup` move it. The site supplies them; tests give recorders.
 *
 * @example
 * useActorRef(storeLocatorMachine.provide({ actors: { loadMap }, actions: { frameResults, ... } }), { input })
 */
export const storeLocatorMachine = setup({
  types: {
    context: {} as StoreLocatorContext,
    events: {} as StoreLocatorEvent,
    input: {} as StoreLocatorInput,
  },
  actors: {
    loadMap: fromPromise<void>(unreachable),
  },
  actions: {
    /** The map takes the stores of the search; `frame`: and moves to them. */
    showResults: (_, _params: { frame: boolean }) => {},
    frameResults: () => {},
    showStore: (_, _params: { storeId: string }) => {},
    frameNearest: () => {},
    closePopup: () => {},
    setQuery: assign({
      query: ({ context, event }) => (event.type === 'SEARCHED' ? event.query : context.query),
    }),
    setType: assign({
      storeType: ({ context, event }) => (event.type === 'TYPE_CHOSEN' ? event.storeType : context.storeType),
    }),
    // A new search is a new list: its first page, no pick, the view to come.
    startList: assign({ rows: ({ context }) => context.pageSize, selectedId: null, view: null }),
    moreRows: assign({ rows: ({ context }) => context.rows + context.pageSize }),
    locate: assign({
      position: ({ context, event }) => (event.type === 'LOCATED' ? event.position : context.position),
    }),
    setView: assign({
      view: ({ context, event }) => (event.type === 'VIEW_CHANGED' ? event.view : context.view),
    }),
    pickRow: assign({
      selectedId: ({ context, event }) => (event.type === 'ROW_PICKED' ? event.storeId : context.selectedId),
    }),
    pickMarker: assign(({ context, event }) =>
      event.type === 'MARKER_PICKED'
        ? { selectedId: event.storeId, rows: rowsToShow(context.rows, event.index, context.pageSize) }
        : {},
    ),
    unpick: assign({ selectedId: null }),
  },
}).createMachine({
  id: 'storeLocator',
  context: ({ input }) => ({
    query: input.query,
    storeType: input.storeType,
    view: null,
    selectedId: null,
    rows: input.rows,
    pageSize: input.pageSize,
    position: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: { ...listEvents, SHOW_MAP: 'loading' },
    },
    loading: {
      on: listEvents,
      invoke: { src: 'loadMap', onDone: 'ready', onError: 'failed' },
    },
    ready: {
      entry: {
        type: 'showResults',
        params: ({ context }) => ({ frame: context.query !== '' || context.storeType !== null }),
      },
      on: {
        MORE_ROWS: { actions: 'moreRows' },
        SEARCHED: { actions: ['setQuery', 'startList', 'closePopup', 'frameResults'] },
        TYPE_CHOSEN: { actions: ['setType', 'startList', 'closePopup', 'frameResults'] },
        SUBMITTED: { actions: 'frameResults' },
        LOCATED: { actions: ['locate', 'frameNearest'] },
        VIEW_CHANGED: { actions: 'setView' },
        ROW_PICKED: {
          actions: ['pickRow', { type: 'showStore', params: ({ event }) => ({ storeId: event.storeId }) }],
        },
        MARKER_PICKED: { actions: 'pickMarker' },
        POPUP_CLOSED: { actions: 'unpick' },
      },
    },
    // The list still works; the page says the map could not be loaded.
    failed: { on: listEvents },
  },
})
