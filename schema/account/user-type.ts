import * as t from 'io-ts'

/** The user types chosen at registration (spec 3, User / contact form fields), as the API spells them. */
export const UserType = t.keyof({
  Architect: null,
  'Interior designer': null,
  'Interior/Outdoor designer': null,
  Progettista: null,
  'Furniture store': null,
  'Outdoor specialist': null,
  Contractor: null,
  'Hotel-Company': null,
  Distributor: null,
  Agent: null,
  Private: null,
  Designer: null,
  Press: null,
  Supplier: null,
  Internal: null,
  'Fast Agent': null,
  Other: null,
})
export type UserType = t.TypeOf<typeof UserType>

export const userTypes: readonly UserType[] = Object.keys(UserType.keys).filter((key): key is UserType =>
  UserType.is(key),
)
