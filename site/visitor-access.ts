import type { Access } from '#schema/blocks/restricted-content'
import type { LoaderArgs } from '#site/app-context'

/**
 * What a page request may see of restricted content (spec 6): `registered` with a valid session
 * cookie, else `anonymous`, whose responses never carry a restricted URL.
 */
export async function accessOf({
  request,
  context,
}: Pick<LoaderArgs, 'request' | 'context'>): Promise<Access> {
  return (await context.visitorOf(request)) ? 'registered' : 'anonymous'
}
