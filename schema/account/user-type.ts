import * as t from 'io-ts'
import { userTypeKeys } from './user-types'

/** The user types chosen at registration (spec 3, User / contact form fields), as the API spells them. */
export const UserType = t.keyof(userTypeKeys)
export type UserType = t.TypeOf<typeof UserType>

export { userTypes } from './user-types'
