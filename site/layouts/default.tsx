import { Outlet } from 'react-router'
import { VisitorContext } from '#runtime/visitor-context'
import { PageTransition } from '#site/chrome/page-transition'
import { SiteFooter } from '#site/chrome/site-footer'
import { SiteHeader } from '#site/chrome/site-header'
import { useSiteOverlays } from '#site/chrome/use-site-overlays'
import * as styles from '#site/chrome/chrome.css'
import { FormsProvider } from '#site/forms/forms-provider'
import { useLayoutData } from './locale'

/**
 * The default layout (spec 2, Layouts): header, content, footer. It runs the overlays machine the
 * header and locked links share, closes everything on navigation, and keeps the page behind an
 * open overlay inert.
 */
export default function DefaultLayout() {
  const { menu, globals, siteInfo, footer } = useLayoutData()
  const siteName = globals?.productName || siteInfo?.plainTitle || 'Fast'
  const { overlays, overlayOpen, visitor, rememberOpener } = useSiteOverlays()

  return (
    <VisitorContext value={visitor}>
      <SiteHeader
        menu={menu}
        siteName={siteName}
        overlays={overlays}
        loggedIn={visitor.loggedIn}
        rememberOpener={rememberOpener}
      />
      <main id="content" className={styles.main} inert={overlayOpen}>
        <PageTransition>
          {/* Contact forms (decision 006): texts and submit for the form blocks. */}
          <FormsProvider>
            <Outlet />
          </FormsProvider>
        </PageTransition>
      </main>
      <div inert={overlayOpen}>
        <SiteFooter columns={footer.columns} socials={footer.socials} companyName={siteName} />
      </div>
    </VisitorContext>
  )
}
