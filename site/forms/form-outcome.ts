/**
 * The query parameter of the page a plain form post is redirected to once taken (decision 038):
 * `?sent=<form name>` says that form of the page was sent, in the page's language.
 */
export const sentParameter = 'sent'

/**
 * A field the page adds to a post made with JS (a fetcher): that post is answered with data shown
 * in place, not with a redirect.
 */
export const answerInPlaceField = 'answerInPlace'
