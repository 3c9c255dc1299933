import { useEffect, useRef } from 'react'
import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router'
import { ErrorPage } from './error-page'
import { useOnline } from './use-online'

/**
 * A screen's error boundary: the error page inside the layout, so header and footer stay. A page
 * whose data failed while the browser is offline says so, and loads by itself once it is back
 * online (decision 036).
 */
export function RouteErrorBoundary() {
  const error = useRouteError()
  const online = useOnline()
  const revalidator = useRevalidator()
  const status = isRouteErrorResponse(error) ? error.status : 500
  const wasOffline = useRef(false)
  useEffect(() => {
    if (!online) wasOffline.current = true
    else if (wasOffline.current) {
      wasOffline.current = false
      void revalidator.revalidate()
    }
  }, [online, revalidator])
  return <ErrorPage status={status} offline={!online && status !== 404} />
}
