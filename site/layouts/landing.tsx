import { Outlet } from 'react-router'
import { FormsProvider } from '#site/forms/forms-provider'

/** The landing layout (spec 2, Layouts): content only, no header or footer. */
export default function LandingLayout() {
  return (
    <main id="content">
      {/* Contact forms (decision 006): texts and submit for the form blocks. */}
      <FormsProvider>
        <Outlet />
      </FormsProvider>
    </main>
  )
}
