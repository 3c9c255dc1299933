import { Suspense, lazy } from 'react'
import type { NavNode } from '#schema/navigation'
import { MobileMenu } from './mobile-menu'
import type { OpenOverlay } from './open-overlay'

// The search overlay (its fetch machine and decoder) loads when first opened, not with the page.
const SearchOverlay = lazy(() => import('./search-overlay'))
// docs/architecture.md, Performance: so does the login overlay, with the login form's codecs and password rules.
const LoginOverlay = lazy(() =>
  import('./login-overlay').then((module) => ({ default: module.LoginOverlay })),
)

/** The header's open overlay (spec 4, Header overlays): the phone's menu, the login or the search. */
export function HeaderOverlays({
  overlay,
  menu,
  loggedIn,
  onClose,
}: {
  overlay: OpenOverlay
  menu: NavNode[]
  loggedIn: boolean
  onClose: () => void
}) {
  return (
    <>
      {overlay === 'menu' ? <MobileMenu menu={menu} loggedIn={loggedIn} onClose={onClose} /> : null}
      {overlay === 'login' ? (
        <Suspense fallback={null}>
          <LoginOverlay onClose={onClose} />
        </Suspense>
      ) : null}
      {overlay === 'search' ? (
        <Suspense fallback={null}>
          <SearchOverlay onClose={onClose} />
        </Suspense>
      ) : null}
    </>
  )
}
