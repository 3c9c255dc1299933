import { assign, setup } from 'xstate'

/** spec 9: the header hides past 50 px of scrolling down. */
export const headerScrollThreshold = 50

export type HeaderScrollEvent =
  /** The page's vertical scroll position, in px. */
  | { type: 'SCROLLED'; y: number }
  /** A dropdown or an overlay of the header opened or closed. */
  | { type: 'MENU_OPENED' }
  | { type: 'MENU_CLOSED' }

export type HeaderScrollContext = { y: number }

/**
 * The header's visual states (spec 2, Header): `clear` (transparent, at the top), `solid`
 * (background, scrolled), `hidden` (scrolling down past the threshold) and `active` (a menu is
 * open: it stays visible whatever the scroll). Scrolling up shows it again.
 */
export const headerScrollMachine = setup({
  types: {
    context: {} as HeaderScrollContext,
    events: {} as HeaderScrollEvent,
  },
  actions: {
    record: assign({ y: ({ context, event }) => (event.type === 'SCROLLED' ? event.y : context.y) }),
  },
  guards: {
    reachedTop: ({ event }) => event.type === 'SCROLLED' && event.y <= 0,
    scrolledDownPastThreshold: ({ context, event }) =>
      event.type === 'SCROLLED' && event.y > context.y && event.y > headerScrollThreshold,
    scrolledUp: ({ context, event }) => event.type === 'SCROLLED' && event.y < context.y,
    isAtTop: ({ context }) => context.y <= 0,
  },
}).createMachine({
  id: 'headerScroll',
  context: { y: 0 },
  initial: 'clear',
  // MENU_OPENED comes when something opens while nothing was open (the header sends it on that
  // change only), so `active` does not take it: switching menus keeps it open and sends nothing.
  states: {
    clear: {
      on: {
        MENU_OPENED: 'active',
        SCROLLED: [
          { guard: 'scrolledDownPastThreshold', target: 'hidden', actions: 'record' },
          { guard: 'reachedTop', actions: 'record' },
          { target: 'solid', actions: 'record' },
        ],
      },
    },
    solid: {
      on: {
        MENU_OPENED: 'active',
        SCROLLED: [
          { guard: 'reachedTop', target: 'clear', actions: 'record' },
          { guard: 'scrolledDownPastThreshold', target: 'hidden', actions: 'record' },
          { actions: 'record' },
        ],
      },
    },
    hidden: {
      on: {
        MENU_OPENED: 'active',
        SCROLLED: [
          { guard: 'reachedTop', target: 'clear', actions: 'record' },
          { guard: 'scrolledUp', target: 'solid', actions: 'record' },
          { actions: 'record' },
        ],
      },
    },
    active: {
      on: {
        // The scroll is remembered so the header lands in the right state when the menu closes.
        SCROLLED: { actions: 'record' },
        MENU_CLOSED: [{ guard: 'isAtTop', target: 'clear' }, { target: 'solid' }],
      },
    },
  },
})
