/** The CMS could not answer: unreachable, refused, or answered with GraphQL errors. */
export class CmsError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'CmsError'
  }
}
