import { Suspense, lazy, useEffect } from 'react'
import type { OverlaysActor } from './overlays-actor'
import { useSelector } from './use-selector'

// docs/architecture.md, Performance: the login form's code loads when the dialog first opens.
const LoginOverlay = lazy(() =>
  import('./login-overlay').then((module) => ({ default: module.LoginOverlay })),
)

/**
 * The login dialog of a layout without the header (the landing layout, spec 2, Layouts), so a
 * locked button or download there opens it as it does on every other page (spec 4, Restricted
 * links). Escape and its Close button close it.
 */
export function LoginDialogHost({ overlays }: { overlays: OverlaysActor }) {
  const open = useSelector(overlays, (snapshot) => snapshot.matches({ open: 'login' }))
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') overlays.send({ type: 'CLOSE' })
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open, overlays])
  if (!open) return null
  return (
    <Suspense fallback={null}>
      <LoginOverlay onClose={() => overlays.send({ type: 'CLOSE' })} />
    </Suspense>
  )
}
