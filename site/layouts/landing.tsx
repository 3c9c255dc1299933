import { Outlet } from 'react-router'
import { VisitorContext } from '#runtime/visitor-context'
import { LegalFooter } from '#site/chrome/legal-footer'
import { LoginDialogHost } from '#site/chrome/login-dialog-host'
import { useSiteOverlays } from '#site/chrome/use-site-overlays'
import { FormsProvider } from '#site/forms/forms-provider'

/**
 * The landing layout (spec 2, Layouts): content, no header or site footer; only the links every page
 * must give (privacy, accessibility statement). The login dialog is still here, for the locked
 * buttons and downloads of the page.
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
      <div inert={overlayOpen}>
        <LegalFooter />
      </div>
      <LoginDialogHost overlays={overlays} />
    </VisitorContext>
  )
}
