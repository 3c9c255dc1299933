import { assign, setup } from 'xstate'

/** The overlays of the header (spec 2, Header; spec 4, Header overlays). */
export type OverlayName = 'menu' | 'search' | 'login'

export type OverlaysEvent =
  | { type: 'OPEN_MENU' }
  | { type: 'OPEN_SEARCH' }
  | { type: 'OPEN_LOGIN' }
  /** A main-menu dropdown's toggle: opens it, or closes it when it is the open one. */
  | { type: 'TOGGLE_SUBMENU'; id: string }
  /** Escape, a close button or a click outside. */
  | { type: 'CLOSE' }
  /** A navigation to another page started or ended: everything closes (spec 2; decision 061). */
  | { type: 'NAVIGATED' }

export type OverlaysContext = { submenu: string | null }

/**
 * One overlay open at a time, or one dropdown of the main menu. An open overlay is modal (its
 * panel keeps the focus, a scrim or the full panel covers the page), so no opener can be pressed
 * until it closes: `open` takes only CLOSE (Escape, its close button, the scrim) and NAVIGATED.
 * While an overlay is open the page does not scroll: `lockScroll` on entering `open`,
 * `unlockScroll` on leaving it. Closing by CLOSE gives focus back to the opener (`restoreFocus`);
 * a navigation does not, the new page takes it.
 *
 * @example
 * const actor = createActor(overlaysMachine.provide({ actions: { lockScroll, unlockScroll, restoreFocus } }))
 */
export const overlaysMachine = setup({
  types: {
    context: {} as OverlaysContext,
    events: {} as OverlaysEvent,
  },
  actions: {
    lockScroll: () => {},
    unlockScroll: () => {},
    restoreFocus: () => {},
    openSubmenu: assign({ submenu: ({ event }) => (event.type === 'TOGGLE_SUBMENU' ? event.id : null) }),
    forgetSubmenu: assign({ submenu: null }),
  },
  guards: {
    isOpenSubmenu: ({ context, event }) => event.type === 'TOGGLE_SUBMENU' && event.id === context.submenu,
  },
}).createMachine({
  id: 'overlays',
  context: { submenu: null },
  initial: 'closed',
  on: {
    NAVIGATED: '.closed',
  },
  states: {
    closed: {
      on: {
        OPEN_MENU: 'open.menu',
        OPEN_SEARCH: 'open.search',
        OPEN_LOGIN: 'open.login',
        TOGGLE_SUBMENU: { target: 'dropdown', actions: 'openSubmenu' },
      },
    },
    dropdown: {
      exit: 'forgetSubmenu',
      on: {
        TOGGLE_SUBMENU: [{ guard: 'isOpenSubmenu', target: 'closed' }, { actions: 'openSubmenu' }],
        CLOSE: 'closed',
        OPEN_MENU: 'open.menu',
        OPEN_SEARCH: 'open.search',
        OPEN_LOGIN: 'open.login',
      },
    },
    open: {
      initial: 'menu',
      entry: 'lockScroll',
      exit: 'unlockScroll',
      on: {
        CLOSE: { target: 'closed', actions: 'restoreFocus' },
      },
      states: {
        menu: {},
        search: {},
        login: {},
      },
    },
  },
})
