import { createActor, fromPromise } from 'xstate'
import { localeSwitchMachine } from '#machines/locale-switch.machine'
import type { Locale } from '#schema/locale'

/**
 * The locale switch machine for its unit and model tests: the cookie request is held until the
 * test settles it (`requests`), and the page loads the machine asks for are recorded (`loads`).
 */
export function startLocaleSwitch(locale: Locale) {
  const requests: { href: string; resolve(): void; reject(error: Error): void }[] = []
  const loads: string[] = []
  const actor = createActor(
    localeSwitchMachine.provide({
      actors: {
        setLocale: fromPromise<void, { href: string }>(
          ({ input }) =>
            new Promise((resolve, reject) => requests.push({ href: input.href, resolve, reject })),
        ),
      },
      actions: { goToCounterpart: (_, params: { to: string }) => loads.push(params.to) },
    }),
    { input: { locale } },
  ).start()
  return { actor, requests, loads }
}
