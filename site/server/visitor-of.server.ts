import type { User } from '#schema/account/user'

/** Who is asking for a page: the user of a valid session cookie, or nobody (anonymous). */
export type VisitorOf = (request: Request) => Promise<User | null>
