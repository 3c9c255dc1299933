import type { Locale } from '#schema/locale'
import { screenPath } from '#runtime/route-table'
import { returnParameter } from './return-parameter'

/**
 * The login page that comes back to `here` (a path of this site, with its query) after a login:
 * the address of a locked control for an anonymous visitor (decision 040). The login screen
 * checks `back` as a same-site path before it follows it (return-path.ts).
 *
 * @example loginHrefOf('it', '/it/l/blocks') // '/it/login?back=%2Fit%2Fl%2Fblocks'
 */
export function loginHrefOf(locale: Locale, here: string): string {
  return `${screenPath('login', locale)}?${new URLSearchParams({ [returnParameter]: here }).toString()}`
}
