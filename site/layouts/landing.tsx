import { Outlet } from 'react-router'
import { VisitorContext } from '#runtime/visitor-context'
import { LoginDialogHost } from '#site/chrome/login-dialog-host'
import { useSiteOverlays } from '#site/chrome/use-site-overlays'
import { FormsProvider } from '#site/forms/forms-provider'

/**
 * The landing layout (spec 2, Layouts): content only, no header or footer. The login dialog is
 * still here, for the locked buttons and downloads of the page.
 */
export default function LandingLayout() {
  const { overlays, overlayOpen, visitor } = useSiteOverlays()
  return (
    <VisitorContext value={visitor}>
      <main id="content" inert={overlayOpen}>
        {/* Contact forms (decision 006): texts and submit for the form blocks. */}
        <FormsProvider>
          <Outlet />
        </FormsProvider>
      </main>
      <LoginDialogHost overlays={overlays} />
    </VisitorContext>
  )
}
