import { isRouteErrorResponse, useRouteError } from 'react-router'
import { ErrorPage } from './error-page'

/** A screen's error boundary: the error page inside the layout, so header and footer stay. */
export function RouteErrorBoundary() {
  const error = useRouteError()
  return <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />
}
