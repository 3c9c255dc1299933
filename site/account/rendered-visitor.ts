import { useRouteLoaderData } from 'react-router'
import type { User } from '#schema/account/user'

/**
 * The user the server found behind the request's session cookie when it rendered the page (the
 * root loader asks the accounts service), or null: the header, locked downloads and the reserved
 * screens render for them at once, before any script runs (spec 4, 6).
 */
export function useRenderedVisitor(): User | null {
  return useRouteLoaderData<{ visitor?: User | null }>('root')?.visitor ?? null
}
