import { notFound } from '#site/screen-of'

/** Any path no screen matches (spec 2, Not-found page): a 404, shown by the error boundary. */
export function loader(): never {
  throw notFound()
}

export default function NotFound() {
  return null
}

export { RouteErrorBoundary as ErrorBoundary } from '#site/chrome/route-error-boundary'
