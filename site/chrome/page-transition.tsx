import { LazyMotion, m } from 'motion/react'
import { useState } from 'react'
import type { ReactNode } from 'react'
import { useLocation, useNavigation } from 'react-router'

/** spec 9: the page fades out then in, 0.15 s each way. */
export const pageFadeSeconds = 0.15

const loadFeatures = () => import('./motion-features').then((module) => module.default)

/**
 * The 'page' transition (spec 2, Layouts), out then in: the current page fades out while the next
 * one loads, and the new one fades in once it is there. The first page, server-rendered, is shown
 * as it is (no fade from nothing, and readable without JavaScript).
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  const navigation = useNavigation()
  const [firstPath] = useState(pathname)
  const leaving = navigation.state === 'loading' && navigation.location.pathname !== pathname
  return (
    <LazyMotion features={loadFeatures} strict>
      <m.div
        key={pathname}
        data-transition="page"
        initial={pathname === firstPath ? false : { opacity: 0 }}
        animate={{ opacity: leaving ? 0 : 1 }}
        transition={{ duration: pageFadeSeconds, ease: 'easeOut' }}
      >
        {children}
      </m.div>
    </LazyMotion>
  )
}
