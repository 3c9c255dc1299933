import { Outlet } from 'react-router'

/** The landing layout (spec 2, Layouts): content only, no header or footer. */
export default function LandingLayout() {
  return (
    <main id="content">
      <Outlet />
    </main>
  )
}
