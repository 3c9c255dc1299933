import { assign, fromPromise, setup } from 'xstate'
import type { Locale } from '#schema/locale'

/** A press on one of the switcher's round buttons: the locale and where its link goes. */
export type LocaleSwitchEvent = {
  type: 'SWITCH'
  locale: Locale
  /** The link's href: `/switch-locale?to=<counterpart>`, which sets the cookie (decision 002). */
  href: string
  /** The counterpart page in that locale (`/en/products/teak-lounger`). */
  to: string
}

export type LocaleSwitchContext = {
  /** The page's locale. */
  locale: Locale
  /** The switch asked for last, kept to go there once the cookie is set. */
  target: { locale: Locale; href: string; to: string } | null
}

const unreachable = (): Promise<void> =>
  Promise.reject(new Error('The locale switch machine needs its setLocale actor provided'))

/**
 * The language switcher (spec 2, Locales; decision 002). Its buttons are links through
 * /switch-locale, which work without JavaScript; with it, a press goes `switching`: the same
 * endpoint is asked (`setLocale`, which sets the `locale` cookie for 365 days), then `switched`
 * loads the counterpart page (`goToCounterpart`, a full load, as decision 002 wants). When the
 * request fails (offline, or a refused target) the visitor stays on the page in `failed`, told
 * so, and can press again, instead of landing on the browser's error page.
 *
 * @example
 * createActor(localeSwitchMachine.provide({ actors: { setLocale }, actions: { goToCounterpart } }), { input: { locale: 'it' } })
 */
export const localeSwitchMachine = setup({
  types: {
    context: {} as LocaleSwitchContext,
    events: {} as LocaleSwitchEvent,
    input: {} as { locale: Locale },
  },
  actors: {
    setLocale: fromPromise<void, { href: string }>(unreachable),
  },
  actions: {
    remember: assign({
      target: ({ event }) => ({ locale: event.locale, href: event.href, to: event.to }),
    }),
    goToCounterpart: (_, _params: { to: string }) => {},
  },
}).createMachine({
  id: 'localeSwitch',
  context: ({ input }) => ({ locale: input.locale, target: null }),
  initial: 'current',
  states: {
    current: {
      on: { SWITCH: { target: 'switching', actions: 'remember' } },
    },
    // A second press while the cookie is being set does nothing: one switch at a time.
    switching: {
      tags: ['busy'],
      invoke: {
        src: 'setLocale',
        input: ({ context }) => ({ href: context.target?.href ?? '' }),
        onDone: 'switched',
        onError: 'failed',
      },
    },
    // The page is replaced by its counterpart: this machine ends with it.
    switched: {
      type: 'final',
      entry: { type: 'goToCounterpart', params: ({ context }) => ({ to: context.target?.to ?? '' }) },
    },
    failed: {
      on: { SWITCH: { target: 'switching', actions: 'remember' } },
    },
  },
})
