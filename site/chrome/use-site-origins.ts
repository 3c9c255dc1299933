import { useRouteLoaderData } from 'react-router'
import type { PublicConfig } from '#schema/config'

/**
 * The site's own origin (PUBLIC_URL), the one internal links are compared with. The server's
 * value only, so the server render and the hydration agree.
 */
export function useSiteOrigins(): string[] {
  const root = useRouteLoaderData<{ publicConfig?: PublicConfig }>('root')
  return root?.publicConfig ? [root.publicConfig.publicUrl] : []
}
